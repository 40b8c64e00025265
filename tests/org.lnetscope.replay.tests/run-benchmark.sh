#!/usr/bin/env bash
# Runs the replay benchmark (docs/benchmarks.md) on classes built by:
#   ./mvnw -o -q -pl tests/org.lnetscope.replay.tests -am verify
# Usage: tests/org.lnetscope.replay.tests/run-benchmark.sh [FILE] [EVENTS] [deflate] [keep]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
m2=${MAVEN_REPO:-$HOME/.m2/repository}/org/eclipse/emf
cp="$m2/org.eclipse.emf.common/2.46.0/org.eclipse.emf.common-2.46.0.jar"
cp="$cp:$m2/org.eclipse.emf.ecore/2.43.0/org.eclipse.emf.ecore-2.43.0.jar"
cp="$cp:$m2/org.eclipse.emf.ecore.xmi/2.41.0/org.eclipse.emf.ecore.xmi-2.41.0.jar"
for b in model core cli trace replay; do cp="$cp:$root/bundles/org.lnetscope.$b/target/classes"; done
cp="$cp:$root/tests/org.lnetscope.replay.tests/target/classes"
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
exec "$java" -Xmx2g -cp "$cp" org.lnetscope.replay.ReplayBenchmark "${1:-/tmp/lnetscope-bench.lnettrace}" "${2:-10000000}" "${3:-true}" ${4:-}
