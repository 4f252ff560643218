import 'swiper/css/zoom'
export { Zoom as default } from 'swiper/modules'
