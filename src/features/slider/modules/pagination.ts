import 'swiper/css/pagination'
export { Pagination as default } from 'swiper/modules'
