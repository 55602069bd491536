#!/usr/bin/env bash
# Which CPython versions and platforms AudioJass installs on from wheels alone (no compiler).
#
#   bash bench/wheel_matrix.sh            # the project's own dependencies
#   bash bench/wheel_matrix.sh pygame==2.6.1   # any other requirement, for comparison
#
# For each platform and CPython 3.11-3.14 it asks uv to resolve the requirements with
# `--only-binary :all:` and prints OK or the package that has no wheel. Needs uv and the
# package index; installs nothing.
set -u
cd "$(dirname "$0")/.."
if [ $# -gt 0 ]; then
  requirements=$(printf '%s\n' "$@")
else
  requirements=$(uv export --quiet --no-hashes --no-emit-project --all-groups 2>/dev/null \
    | grep -v '^ *#' | grep -v '^-e')
fi
platforms=(
  x86_64-pc-windows-msvc aarch64-pc-windows-msvc
  x86_64-apple-darwin aarch64-apple-darwin
  x86_64-manylinux_2_34 aarch64-manylinux_2_28
)
printf '%-26s' platform
for py in 3.11 3.12 3.13 3.14; do printf '%-8s' "$py"; done
echo
for platform in "${platforms[@]}"; do
  printf '%-26s' "$platform"
  missing=""
  for py in 3.11 3.12 3.13 3.14; do
    if out=$(printf '%s\n' "$requirements" | uv pip compile - --only-binary :all: \
        --python-platform "$platform" --python-version "$py" --quiet --no-header 2>&1); then
      printf '%-8s' ok
    else
      printf '%-8s' NO
      missing+=" $py:$(grep -oE 'Because [a-zA-Z0-9_.-]+' <<<"$out" | head -n1 | cut -d' ' -f2)"
    fi
  done
  echo "${missing:+ (no wheel:$missing)}"
done
