// H5 copy: the async clipboard API, or a hidden textarea where webviews refuse it (insecure
// context, no permission, old Android WebView). The caller shows the texts.
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof window.navigator.clipboard?.writeText === 'function') {
      await window.navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // fall through to the textarea
  }
  return copyWithTextarea(text)
}

function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea')
  area.value = text
  // readonly keeps the iOS keyboard down; off-screen keeps the page from jumping
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.top = '0'
  area.style.left = '-9999px'
  document.body.appendChild(area)
  try {
    area.select()
    area.setSelectionRange(0, text.length)
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    area.remove()
  }
}
