import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { AtButton, AtInput, AtList, AtListItem } from 'taro-ui'
import { fetchEquipment, type Equipment } from '@/api/devices'
import { Dialog } from '@/components/dialog'
import { LoadView, useServerRead } from '@/components/load-view'
import { definePage } from '@/components/page-gate'
import { useRefuseEnterprise } from '@/components/use-refuse-enterprise'
import { TextWithDates } from '@/components/text-with-dates'
import { REDIRECT_DELAY_MS } from '@/config'
import { chinaDateOf, chinaDateTimeOf } from '@/lib/calendar'
import { EQUIPMENT_NAME_MAX, isEquipmentName, sortEquipment } from '@/lib/devices'
import { navigateTo, replaceLocation } from '@/platform'
import { PATH } from '@/routes'
import { notify } from '@/services/notify'
import { useEquipmentStore, type EquipmentOutcome } from '@/stores/equipment'
import { useStores, useT } from '@/stores'
import { deviceTexts } from '@/locales/device'
import { DevicePage } from '../components/device-page'
import '@/styles/taro-ui/input.scss'
import '@/styles/taro-ui/list.scss'
import './index.scss'

/** Spec 2: where an unbind lands. */
const AFTER_UNBIND = `${PATH.box}?client=1`

const EquipmentCard = observer(function EquipmentCard({
  item,
  locked,
  onRename,
  onUnbind,
}: {
  item: Equipment
  locked: boolean
  onRename: (item: Equipment) => void
  onUnbind: (item: Equipment) => void
}) {
  const t = useT<'device'>()
  const store = useEquipmentStore()
  const changing = store.changing === item.equipmentId
  const pending = item.bindState === 'pending'
  return (
    <View className='equipment' data-equipment={item.equipmentId}>
      <View className='equipment__head'>
        <Text className='equipment__name'>{item.name}</Text>
        <Text className={`equipment__tag equipment__tag--${item.bindState}`}>{t(`equipmentManage.state.${item.bindState}`)}</Text>
      </View>
      <Text className='equipment__meta'>
        {t(`equipmentManage.kind.${item.kind}`)} · {t('equipmentManage.model', { model: item.model })}
      </Text>
      <Text className='equipment__meta'>{t('equipmentManage.serial', { serial: item.serial })}</Text>
      {pending ? (
        <Text className='equipment__meta'>{t('equipmentManage.pendingHint')}</Text>
      ) : (
        <Text className={`equipment__meta equipment__state equipment__state--${item.online ? 'online' : 'offline'}`}>
          {item.online ? t('equipmentManage.online') : t('equipmentManage.offline')}
        </Text>
      )}
      {!pending && !item.online && item.lastOnlineAt > 0 && (
        <TextWithDates className='equipment__meta' text={t('equipmentManage.lastOnline', { time: chinaDateTimeOf(item.lastOnlineAt) })} />
      )}
      <TextWithDates className='equipment__meta' text={t('equipmentManage.boundAt', { date: chinaDateOf(item.boundAt) })} />
      {!locked && (
        <View className='equipment__actions'>
          <AtButton className='equipment__rename' size='small' disabled={store.changing !== undefined} onClick={() => onRename(item)}>
            {t('equipmentManage.rename')}
          </AtButton>
          <AtButton
            className='equipment__unbind'
            size='small'
            loading={changing}
            disabled={store.changing !== undefined}
            onClick={() => onUnbind(item)}
          >
            {changing ? t('equipmentManage.unbinding') : t('equipmentManage.unbind')}
          </AtButton>
        </View>
      )}
    </View>
  )
})

/** The rename sheet keeps what was typed through a failure, so a retry sends the same name (and request id). */
const RenameSheet = observer(function RenameSheet({
  item,
  onClose,
  onSave,
}: {
  item: Equipment | undefined
  onClose: () => void
  onSave: (item: Equipment, name: string) => void
}) {
  const t = useT<'device'>()
  const store = useEquipmentStore()
  const [name, setName] = useState(item?.name ?? '')
  const [checked, setChecked] = useState(false)
  const invalid = checked && !isEquipmentName(name)
  const saving = item !== undefined && store.changing === item.equipmentId

  function save() {
    setChecked(true)
    if (item && isEquipmentName(name)) onSave(item, name)
  }

  return (
    <Dialog
      opened={item !== undefined}
      title={t('equipmentManage.renameTitle')}
      onClose={onClose}
      actions={[
        { label: t('common.cancel'), onClick: onClose, className: 'equipment-manage__rename-cancel' },
        {
          label: saving ? t('equipmentManage.saving') : t('equipmentManage.save'),
          kind: 'primary',
          busy: saving,
          onClick: save,
          className: 'equipment-manage__rename-save',
        },
      ]}
    >
      <AtInput
        className='equipment-manage__name'
        name='equipment-name'
        type='text'
        title={t('equipmentManage.name')}
        placeholder={t('equipmentManage.namePlaceholder')}
        value={name}
        error={invalid}
        onChange={(value: string | number) => setName(String(value))}
      />
      <Text className='equipment-manage__count'>
        {t('equipmentManage.nameCount', { count: Array.from(name).length, max: EQUIPMENT_NAME_MAX })}
      </Text>
      {invalid && <Text className='equipment-manage__error'>{t('equipmentManage.nameInvalid', { max: EQUIPMENT_NAME_MAX })}</Text>}
    </Dialog>
  )
})

/** /equipmentManage: the boxes and routers bound to the account, their bind state; rename or unbind one (spec 2). */
function EquipmentManagePage() {
  const t = useT<'device'>()
  const { session } = useStores()
  const store = useEquipmentStore()
  const { refuse: refuseEnterprise } = useRefuseEnterprise()
  const [unbinding, setUnbinding] = useState<Equipment>()
  const [renaming, setRenaming] = useState<Equipment>()
  const deviceCode = session.deviceCode
  const load = useServerRead(session.isLoggedIn ? () => fetchEquipment(deviceCode) : undefined, [deviceCode, store.listVersion])

  /** Says how a change ended; true when it is done. */
  function tell(result: EquipmentOutcome, failure: string): boolean {
    if (result.outcome === 'refused') {
      const text = result.message || failure
      if (result.enterpriseSubAccount) refuseEnterprise(text)
      else notify(text)
    }
    if (result.outcome === 'failed') notify(failure)
    return result.outcome === 'done'
  }

  async function unbindConfirmed() {
    const item = unbinding
    setUnbinding(undefined)
    if (!item) return
    if (!tell(await store.unbind(item.equipmentId), t('equipmentManage.unbindFailed'))) return
    notify(t('equipmentManage.unbound'))
    setTimeout(() => replaceLocation(AFTER_UNBIND), REDIRECT_DELAY_MS)
  }

  async function rename(item: Equipment, name: string) {
    if (!tell(await store.rename(item.equipmentId, name), t('equipmentManage.renameFailed'))) return
    setRenaming(undefined)
    notify(t('equipmentManage.renamed'))
  }

  return (
    <DevicePage title={t('equipmentManage.title')} className='equipment-manage'>
      <LoadView
        load={load}
        failureText={t('equipmentManage.loadFailed')}
        isEmpty={(answer) => answer.equipment.length === 0}
        emptyText={t('equipmentManage.empty')}
      >
        {(answer) => (
          <>
            <Text className='equipment-manage__limit'>{t('equipmentManage.limit', { count: answer.limit })}</Text>
            {answer.enterpriseSubAccount && (
              <View className='card equipment-manage__notice' data-testid='equipment-enterprise'>
                <Text className='equipment-manage__notice-text'>{t('equipmentManage.enterpriseNotice')}</Text>
              </View>
            )}
            <View className='card card--flush equipment-manage__card'>
              {sortEquipment(answer.equipment).map((item) => (
                <EquipmentCard
                  key={item.equipmentId}
                  item={item}
                  locked={answer.enterpriseSubAccount}
                  onRename={setRenaming}
                  onUnbind={setUnbinding}
                />
              ))}
            </View>
          </>
        )}
      </LoadView>
      <View className='card card--flush equipment-manage__links'>
        <AtList hasBorder={false}>
          <AtListItem title={t('equipmentManage.manual')} arrow='right' onClick={() => void navigateTo(PATH.deviceManual)} />
          <AtListItem title={t('equipmentManage.download')} arrow='right' onClick={() => void navigateTo(PATH.wifiDownLoad)} />
        </AtList>
      </View>
      <RenameSheet key={renaming?.equipmentId ?? ''} item={renaming} onClose={() => setRenaming(undefined)} onSave={(item, name) => void rename(item, name)} />
      <Dialog
        opened={unbinding !== undefined}
        title={t('equipmentManage.unbindTitle')}
        onClose={() => setUnbinding(undefined)}
        actions={[
          { label: t('common.cancel'), onClick: () => setUnbinding(undefined), className: 'equipment-manage__cancel' },
          {
            label: t('equipmentManage.unbindConfirm'),
            kind: 'destructive',
            onClick: () => void unbindConfirmed(),
            className: 'equipment-manage__confirm',
          },
        ]}
      >
        <Text className='equipment-manage__confirm-text'>{t('equipmentManage.unbindText', { name: unbinding?.name ?? '' })}</Text>
      </Dialog>
    </DevicePage>
  )
}

export default definePage(EquipmentManagePage, deviceTexts)
