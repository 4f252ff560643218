import type { LogoWallBlock as Data } from '../../payload-types'

export function LogoWallBlock({ block }: { block: Data; first: boolean }) {
  return (
    <section className="section" data-block="LogoWall">
      {'heading' in block ? block.heading : null}
    </section>
  )
}
