import 'swiper/css/effect-flip'
export { EffectFlip as default } from 'swiper/modules'
