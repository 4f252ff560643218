export { HashNavigation as default } from 'swiper/modules'
