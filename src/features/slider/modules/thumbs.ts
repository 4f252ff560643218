export { Thumbs as default } from 'swiper/modules'
