export { Keyboard as default } from 'swiper/modules'
