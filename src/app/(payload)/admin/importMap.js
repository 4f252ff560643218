import { BlockRowLabel as BlockRowLabel_52ca4384c87d19485b6aa171255a03a3 } from '../../../blocks/BlockRowLabel'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { FormFiguresCell as FormFiguresCell_2572f712d007c348371f345d83104a54 } from '../../../features/entries/admin/FormFigures'
import { FormFiguresField as FormFiguresField_2572f712d007c348371f345d83104a54 } from '../../../features/entries/admin/FormFigures'
import { FormPreviewPanel as FormPreviewPanel_0619210000d7ff20ca1d17eddbad8029 } from '../../../features/forms/preview/FormPreviewPanel'
import { MergeTagPicker as MergeTagPicker_a2a45fb25d266362a672c5dc5f0679b3 } from '../../../features/forms/builder/MergeTagPicker'
import { LogicRuleField as LogicRuleField_c847ee8b3f9d5bff0515f115c9b33709 } from '../../../features/forms/builder/LogicRuleFields'
import { LogicRuleValue as LogicRuleValue_c847ee8b3f9d5bff0515f115c9b33709 } from '../../../features/forms/builder/LogicRuleFields'
import { FieldRowLabel as FieldRowLabel_bcbf2499235a5e5d04bdd09876bf6bde } from '../../../features/forms/fields/FieldRowLabel'
import { FieldIds as FieldIds_98d8fe61e4db22d71718ec5d698774be } from '../../../features/forms/builder/FieldIds'
import { EmailFieldSelect as EmailFieldSelect_c847ee8b3f9d5bff0515f115c9b33709 } from '../../../features/forms/builder/LogicRuleFields'
import { NotificationTryOut as NotificationTryOut_5250347e274031ba417296558e4a642f } from '../../../features/notifications/admin/NotificationTryOut'
import { EntryDetails as EntryDetails_b654a6c1df08c7a4ef31a3391ae20f59 } from '../../../features/entries/admin/EntryDetails'
import { AnswerColumnsCell as AnswerColumnsCell_23ab7dca7f27efedb357b5fbdfef78fb } from '../../../features/entries/admin/AnswerColumnsCell'
import { MarkToggleCell as MarkToggleCell_707e76f78183a84575501bf4b5ffc3fc } from '../../../features/entries/admin/MarkToggleCell'
import { EntryListTools as EntryListTools_00f3735e45a8fa42a874ad15e274232b } from '../../../features/entries/admin/EntryListTools'
import { ShownInViewer as ShownInViewer_dec7f535924d35ec671c75ac7973119b } from '../../../features/email/admin/EmailView'
import { EmailView as EmailView_dec7f535924d35ec671c75ac7973119b } from '../../../features/email/admin/EmailView'
import { ConsentExportLink as ConsentExportLink_6f5255c612273964cf6ff8a807906c3e } from '../../../features/consent/admin/ExportLink'
import { StaffPasswordMeter as StaffPasswordMeter_94163fb0f525a64f3ca6ca6170d616dc } from '../../../features/accounts/admin/StaffPasswordMeter'
import { ArrayRowLabel as ArrayRowLabel_74e46f3c830a9a133745d5dc5ea9459c } from '../../../features/admin/row-labels/ArrayRowLabel'
import { AnalyticsNavLink as AnalyticsNavLink_15d68440336c14e3d9f49aaefff1c87b } from '../../../features/analytics/admin/NavLink'
import { PersonalDataNavLink as PersonalDataNavLink_004ff1998f0dac4a8012b9df78ae86c1 } from '../../../features/privacy/admin/PersonalDataView'
import { GravityFormsImportNavLink as GravityFormsImportNavLink_eec015fd0e7cc788416dde38cff7a14d } from '../../../features/gravityforms/admin/ImportView'
import { WhatNeedsDoing as WhatNeedsDoing_ceb2dc90956e5d7f415a5e92a0e9fe3f } from '../../../features/admin/dashboard/WhatNeedsDoing'
import { MonacoFromSite as MonacoFromSite_21f12e49c6839b5242b844f4a364cac2 } from '../../../features/admin/MonacoFromSite'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { AnalyticsDashboard as AnalyticsDashboard_f7dffca54d31a82b87c292a2b8bb3022 } from '../../../features/analytics/admin/Dashboard'
import { PersonalDataView as PersonalDataView_004ff1998f0dac4a8012b9df78ae86c1 } from '../../../features/privacy/admin/PersonalDataView'
import { GravityFormsImportView as GravityFormsImportView_eec015fd0e7cc788416dde38cff7a14d } from '../../../features/gravityforms/admin/ImportView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/blocks/BlockRowLabel#BlockRowLabel": BlockRowLabel_52ca4384c87d19485b6aa171255a03a3,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/features/entries/admin/FormFigures#FormFiguresCell": FormFiguresCell_2572f712d007c348371f345d83104a54,
  "/features/entries/admin/FormFigures#FormFiguresField": FormFiguresField_2572f712d007c348371f345d83104a54,
  "/features/forms/preview/FormPreviewPanel#FormPreviewPanel": FormPreviewPanel_0619210000d7ff20ca1d17eddbad8029,
  "/features/forms/builder/MergeTagPicker#MergeTagPicker": MergeTagPicker_a2a45fb25d266362a672c5dc5f0679b3,
  "/features/forms/builder/LogicRuleFields#LogicRuleField": LogicRuleField_c847ee8b3f9d5bff0515f115c9b33709,
  "/features/forms/builder/LogicRuleFields#LogicRuleValue": LogicRuleValue_c847ee8b3f9d5bff0515f115c9b33709,
  "/features/forms/fields/FieldRowLabel#FieldRowLabel": FieldRowLabel_bcbf2499235a5e5d04bdd09876bf6bde,
  "/features/forms/builder/FieldIds#FieldIds": FieldIds_98d8fe61e4db22d71718ec5d698774be,
  "/features/forms/builder/LogicRuleFields#EmailFieldSelect": EmailFieldSelect_c847ee8b3f9d5bff0515f115c9b33709,
  "/features/notifications/admin/NotificationTryOut#NotificationTryOut": NotificationTryOut_5250347e274031ba417296558e4a642f,
  "/features/entries/admin/EntryDetails#EntryDetails": EntryDetails_b654a6c1df08c7a4ef31a3391ae20f59,
  "/features/entries/admin/AnswerColumnsCell#AnswerColumnsCell": AnswerColumnsCell_23ab7dca7f27efedb357b5fbdfef78fb,
  "/features/entries/admin/MarkToggleCell#MarkToggleCell": MarkToggleCell_707e76f78183a84575501bf4b5ffc3fc,
  "/features/entries/admin/EntryListTools#EntryListTools": EntryListTools_00f3735e45a8fa42a874ad15e274232b,
  "/features/email/admin/EmailView#ShownInViewer": ShownInViewer_dec7f535924d35ec671c75ac7973119b,
  "/features/email/admin/EmailView#EmailView": EmailView_dec7f535924d35ec671c75ac7973119b,
  "/features/consent/admin/ExportLink#ConsentExportLink": ConsentExportLink_6f5255c612273964cf6ff8a807906c3e,
  "/features/accounts/admin/StaffPasswordMeter#StaffPasswordMeter": StaffPasswordMeter_94163fb0f525a64f3ca6ca6170d616dc,
  "/features/admin/row-labels/ArrayRowLabel#ArrayRowLabel": ArrayRowLabel_74e46f3c830a9a133745d5dc5ea9459c,
  "/features/analytics/admin/NavLink#AnalyticsNavLink": AnalyticsNavLink_15d68440336c14e3d9f49aaefff1c87b,
  "/features/privacy/admin/PersonalDataView#PersonalDataNavLink": PersonalDataNavLink_004ff1998f0dac4a8012b9df78ae86c1,
  "/features/gravityforms/admin/ImportView#GravityFormsImportNavLink": GravityFormsImportNavLink_eec015fd0e7cc788416dde38cff7a14d,
  "/features/admin/dashboard/WhatNeedsDoing#WhatNeedsDoing": WhatNeedsDoing_ceb2dc90956e5d7f415a5e92a0e9fe3f,
  "/features/admin/MonacoFromSite#MonacoFromSite": MonacoFromSite_21f12e49c6839b5242b844f4a364cac2,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/features/analytics/admin/Dashboard#AnalyticsDashboard": AnalyticsDashboard_f7dffca54d31a82b87c292a2b8bb3022,
  "/features/privacy/admin/PersonalDataView#PersonalDataView": PersonalDataView_004ff1998f0dac4a8012b9df78ae86c1,
  "/features/gravityforms/admin/ImportView#GravityFormsImportView": GravityFormsImportView_eec015fd0e7cc788416dde38cff7a14d,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
