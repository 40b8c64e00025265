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

# Fails early, with the packages to install, when a build that runs the UI tests has neither a
# display nor Xvfb, or no GTK 3 for SWT: otherwise the build would spend minutes and then fail
# with "No more handles [gtk_init_check() failed]". Builds that skip tests need neither.
lnetscope_check_ui_prerequisites() {
  local arg missing=()
  for arg in "$@"; do
    case "$arg" in
      -DskipTests|-DskipTests=true|-Dmaven.test.skip|-Dmaven.test.skip=true|-v|--version|-h|--help) return 0 ;;
    esac
  done
  case " $* " in
    *" verify "*|*" install "*|*" integration-test "*|*" test "*|*" deploy "*) ;;
    *) return 0 ;;
  esac
  if [ -z "${DISPLAY:-}" ] && ! command -v Xvfb >/dev/null 2>&1; then
    missing+=(xvfb)
  fi
  # Read the whole list first: with pipefail, grep -q closing the pipe early would fail ldconfig.
  local libs
  libs="$(ldconfig -p 2>/dev/null || /sbin/ldconfig -p 2>/dev/null || true)"
  if [[ "$libs" != *libgtk-3.so.0* ]]; then
    missing+=(libgtk-3-0)
  fi
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "mvnw: the UI tests need an X display and GTK 3; missing: ${missing[*]}" >&2
  echo "mvnw: install them (Debian/Ubuntu: sudo apt-get install ${missing[*]}), or run 'bash .ci/run', which does," >&2
  echo "mvnw: or add -DskipTests to build without tests" >&2
  return 1
}
