// H5: the browser says when it loses and regains the network (navigator.onLine and the window's
// online / offline events). Online only means a network is there, not that the server answers.
export function watchNetwork(listener: (online: boolean) => void): () => void {
  const online = () => listener(true)
  const offline = () => listener(false)
  window.addEventListener('online', online)
  window.addEventListener('offline', offline)
  // a browser that does not know says nothing false
  listener(navigator.onLine !== false)
  return () => {
    window.removeEventListener('online', online)
    window.removeEventListener('offline', offline)
  }
}
