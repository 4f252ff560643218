import 'swiper/css/scrollbar'
export { Scrollbar as default } from 'swiper/modules'
