import 'swiper/css/a11y'
export { A11y as default } from 'swiper/modules'
