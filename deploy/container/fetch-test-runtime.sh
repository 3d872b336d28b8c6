#!/usr/bin/env bash
# Fetches into the local Maven repository what Surefire resolves only when tests first run (its JUnit
# Platform provider and the launcher matching the build's JUnit version), so that `./mvnw -o test`
# needs no network. The versions are the ones the project's pom uses.
set -euo pipefail
cd "$(dirname "$0")/../.."
property() { ./mvnw -B -ntp -q help:evaluate -Dexpression="$1" -DforceStdout; }
surefire=$(property surefire.version)
junit=$(property junit.version)
for artifact in "org.apache.maven.surefire:surefire-junit-platform:$surefire" \
                "org.junit.platform:junit-platform-launcher:$junit"; do
  ./mvnw -B -ntp -q dependency:get "-Dartifact=$artifact"
done
