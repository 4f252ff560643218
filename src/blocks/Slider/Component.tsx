import type React from 'react'

import { CmsLink } from '../../components/CmsLink'
import { Picture } from '../../components/Picture'
import { anchorProps } from '../../components/TableOfContents'
import { preInitCss, sliderDomId } from '../../core/slider/layout'
import { maxVisible, planSlider, type SliderPlan } from '../../core/slider/options'
import { parallaxAttributes, slideImageSizes, type ParallaxLayerName } from '../../core/slider/parallax'
import { aos } from '../../features/aos/attributes'
import type { SliderBlockData } from '../../features/slider/routing'
import { SliderMount } from '../../features/slider/SliderMount'

type Slide = NonNullable<SliderBlockData['slides']>[number]
type Appearance = 'hero' | 'cards' | 'gallery'
type Heading = 'h1' | 'h2' | 'h3'

function SlideContent({
  slide,
  appearance,
  plan,
  heading: H,
  sizes,
  priority,
  preloader,
}: {
  slide: Slide
  appearance: Appearance
  plan: SliderPlan
  heading: Heading
  sizes: string
  priority: boolean
  /** Shows Swiper's preloader behind the image until it has loaded (Swiper then removes it). */
  preloader: boolean
}) {
  const layer = (name: ParallaxLayerName) => parallaxAttributes(slide.parallaxLayers, name, plan.parallax)
  const picture = <Picture media={slide.image} sizes={sizes} priority={priority} />
  const media = (
    <div className="slide__media" {...layer('image')}>
      {plan.zoom ? <div className="swiper-zoom-container">{picture}</div> : picture}
      {preloader && <div className="swiper-lazy-preloader slider__preloader" />}
    </div>
  )
  const link = slide.withLink && slide.link && (
    <div className="slide__actions" {...layer('link')}>
      <CmsLink link={slide.link} />
    </div>
  )
  if (appearance === 'gallery') {
    return (
      <figure className="slide slide--gallery">
        {media}
        {(slide.heading || slide.text || link) && (
          <figcaption className="slide__caption">
            {slide.heading && (
              <strong className="slide__title" {...layer('heading')}>
                {slide.heading}
              </strong>
            )}
            {slide.text && <span {...layer('text')}>{slide.text}</span>}
            {link}
          </figcaption>
        )}
      </figure>
    )
  }
  return (
    <div className={`slide slide--${appearance}`}>
      {media}
      <div className="slide__body">
        <div className="slide__text">
          {slide.eyebrow && <p className="eyebrow">{slide.eyebrow}</p>}
          {slide.heading && (
            <H className="slide__heading" {...layer('heading')}>
              {slide.heading}
            </H>
          )}
          {slide.text && (
            <p className="slide__lead" {...layer('text')}>
              {slide.text}
            </p>
          )}
          {link}
        </div>
      </div>
    </div>
  )
}

/**
 * A slider: the section with the editor's label as a WAI-ARIA carousel, every
 * slide rendered here on the server, and a style sheet that lays the slides out
 * exactly as Swiper will, so the page does not move when Swiper starts. Swiper
 * itself runs in one client component that loads only on pages with a slider.
 */
export function SliderBlock({ block, first, anchor }: { block: SliderBlockData; first: boolean; anchor?: string }) {
  const slides = (block.slides ?? []).filter((s) => s.image && typeof s.image === 'object')
  if (slides.length === 0) return null
  const appearance: Appearance = block.appearance ?? 'hero'
  const plan = planSlider({ ...block, slides })
  const start = Math.min(Math.max(0, block.startSlide ?? 0), slides.length - 1)
  const id = sliderDomId(block.id, block.label)
  // The first hero slider on a page carries the page's h1 (see the page route); its other slides are h2.
  const leadsPage = first && appearance === 'hero'
  const headingOf = (i: number): Heading => (leadsPage && i === 0 ? 'h1' : block.heading && !leadsPage ? 'h3' : 'h2')
  const sizes = appearance === 'hero' ? '100vw' : slideImageSizes(plan.steps)
  const css = [
    preInitCss(`#${id}`, {
      steps: plan.steps,
      direction: plan.direction,
      height: plan.height,
      centered: plan.centered,
      loop: plan.loop,
      autoHeight: plan.autoHeight,
      gridRows: plan.gridRows,
      effect: plan.effect,
      coverflow: plan.coverflow,
      count: slides.length,
      start,
    }),
    plan.thumbs
      ? preInitCss(`#${id}-thumbs`, {
          steps: [{ minWidth: 0, perView: plan.thumbs.perView, gap: plan.thumbs.gap }],
          direction: 'horizontal',
          height: null,
          centered: false,
          loop: false,
          autoHeight: false,
          gridRows: 1,
          effect: 'slide',
          count: slides.length,
          start: 0,
        })
      : '',
  ].join('\n')
  // Slides in view from the start, at any width, never wait behind a preloader.
  const lazyFrom = plan.lazy ? Math.max(maxVisible(plan.steps), start + 1) : slides.length
  const rendered: React.ReactNode[] = slides.map((slide, i) => (
    <SlideContent
      key={slide.id ?? i}
      slide={slide}
      appearance={appearance}
      plan={plan}
      heading={headingOf(i)}
      sizes={sizes}
      priority={first && i === start}
      preloader={i >= lazyFrom}
    />
  ))
  const thumbs = plan.thumbs
    ? slides.map((slide, i) => (
        <Picture key={slide.id ?? i} media={slide.image} sizes={`${Math.ceil(100 / plan.thumbs!.perView)}vw`} />
      ))
    : null
  const boxed = appearance !== 'hero'
  return (
    <section
      className={`slider slider--${appearance}`}
      data-block="Slider"
      aria-roledescription="carousel"
      aria-label={block.label}
      // A table of contents links to the heading; a leading hero shows none, so the link lands on the section.
      {...(leadsPage ? anchorProps(anchor) : {})}
      {...aos(block.animation)}
    >
      {/* Lays the slides out before Swiper starts; only numbers and this slider's id go into it. */}
      <style dangerouslySetInnerHTML={{ __html: css }} />
      <div className={boxed ? 'container' : undefined}>
        {block.heading && !leadsPage && (
          <h2 className="slider__heading" {...anchorProps(anchor)}>
            {block.heading}
          </h2>
        )}
        <SliderMount id={id} appearance={appearance} plan={plan} start={start} slides={rendered} thumbs={thumbs} />
      </div>
    </section>
  )
}
