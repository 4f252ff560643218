import 'swiper/css/effect-cube'
export { EffectCube as default } from 'swiper/modules'
