# Gives the build an X display for the UI tests: the caller's, else a private Xvfb that dies with
# the build. Headless parts of the build never need it.
lnetscope_ensure_display() {
  [ -n "${DISPLAY:-}" ] && return 0
  command -v Xvfb >/dev/null 2>&1 || return 0
  local n
  for n in $(seq 90 120); do
    [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ] && continue
    Xvfb ":$n" -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 &
    LNETSCOPE_XVFB_PID=$!
    trap 'kill "$LNETSCOPE_XVFB_PID" 2>/dev/null || true' EXIT
    for _ in $(seq 1 50); do
      [ -e "/tmp/.X11-unix/X$n" ] && break
      sleep 0.1
    done
    export DISPLAY=":$n"
    return 0
  done
}
