export { History as default } from 'swiper/modules'
