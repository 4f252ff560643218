export { EffectCoverflow as default } from 'swiper/modules'
