export { Mousewheel as default } from 'swiper/modules'
