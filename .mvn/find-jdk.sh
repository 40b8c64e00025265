# Finds a JDK >= 21: JAVA_HOME first, then /usr/lib/jvm. Prints its home, or a one-line hint.
lnetscope_java_major() {
  "$1/bin/java" -XshowSettings:properties -version 2>&1 \
    | sed -n 's/^ *java.specification.version = \([0-9]*\).*/\1/p' | head -n 1
}

lnetscope_find_jdk() {
  local candidate major
  for candidate in "${JAVA_HOME:-}" /usr/lib/jvm/*; do
    [ -n "$candidate" ] && [ -x "$candidate/bin/javac" ] || continue
    major="$(lnetscope_java_major "$candidate")"
    if [ -n "$major" ] && [ "$major" -ge 21 ]; then
      echo "$candidate"
      return 0
    fi
  done
  echo "LNet Scope needs a JDK 21 or newer: install one (Debian: apt-get install openjdk-21-jdk) or set JAVA_HOME" >&2
  return 1
}
