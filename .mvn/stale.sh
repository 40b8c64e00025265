# Whether the checkout's product must be rebuilt before ./lnetscope runs it. The product build
# (releng/org.lnetscope.product/pom.xml) writes STAMP when it has finished assembling the product;
# any input newer than that stamp means the product is out of date. Build output, IDE output and
# the files the build itself rewrites are not inputs. Tested by tests/org.lnetscope.product.tests
# (CheckoutLauncherTest).
#   lnetscope_stale ROOT STAMP   -> exit 0 (stale: build) or 1 (up to date)
lnetscope_stale() {
  local root="$1" stamp="$2"
  [ -f "$stamp" ] || return 0
  [ -n "$(find "$root/pom.xml" "$root/.mvn" "$root/target-platform" "$root/bundles" "$root/features" \
            "$root/releng" "$root/examples" \
            -newer "$stamp" -type f -not -path '*/target/*' -not -path '*/bin/*' \
            -not -name '.tycho-consumer-pom.xml' -print -quit 2>/dev/null)" ]
}
