export { Autoplay as default } from 'swiper/modules'
