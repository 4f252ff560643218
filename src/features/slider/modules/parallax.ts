export { Parallax as default } from 'swiper/modules'
