import 'swiper/css/effect-fade'
export { EffectFade as default } from 'swiper/modules'
