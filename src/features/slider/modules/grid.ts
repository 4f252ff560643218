import 'swiper/css/grid'
export { Grid as default } from 'swiper/modules'
