export { Navigation as default } from 'swiper/modules'
