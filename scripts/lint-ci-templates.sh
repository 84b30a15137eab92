#!/usr/bin/env bash
# Lints what teams copy into their CI: against the CI's own schemas (check-jsonschema's bundled
# copies of SchemaStore's) action.yml as a GitHub Action, docs/ci/github-workflow.yml as a
# workflow, docs/ci/gitlab-ci.yml as a GitLab pipeline; the Action and the workflow with zizmor,
# pedantic; and their shell scripts with shellcheck, as the CI runs them. A template broken on
# purpose must fail each, so no check can pass by not running. (actionlint, which the issue
# names, installs only by downloading its binary from GitHub, which this machine cannot reach.)
# Usage: scripts/lint-ci-templates.sh   (scripts/test.sh runs it; scripts/setup.sh installs the linters)
set -euo pipefail
cd "$(dirname "$0")/.."
check=.build-venv/bin/check-jsonschema zizmor=.build-venv/bin/zizmor
for tool in "$check" "$zizmor" shellcheck; do
  command -v "$tool" >/dev/null || { echo "lint-ci-templates: $tool is missing; run scripts/setup.sh" >&2; exit 1; }
done
"$check" --builtin-schema vendor.github-actions action.yml
"$check" --builtin-schema vendor.github-workflows docs/ci/github-workflow.yml
"$check" --builtin-schema vendor.gitlab-ci docs/ci/gitlab-ci.yml
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sed 's/^  parallel: 4$/  parallel: four/' docs/ci/gitlab-ci.yml > "$work/broken-gitlab-ci.yml"
sed 's/^  using: composite$/  using: compost/' action.yml > "$work/broken-action.yml"
if cmp -s "$work/broken-gitlab-ci.yml" docs/ci/gitlab-ci.yml || cmp -s "$work/broken-action.yml" action.yml; then
  echo "lint-ci-templates: a break did not apply" >&2
  exit 1
fi
! "$check" --builtin-schema vendor.gitlab-ci "$work/broken-gitlab-ci.yml" >/dev/null 2>&1 \
  || { echo "lint-ci-templates: a pipeline with 'parallel: four' passed" >&2; exit 1; }
! "$check" --builtin-schema vendor.github-actions "$work/broken-action.yml" >/dev/null 2>&1 \
  || { echo "lint-ci-templates: an action 'using: compost' passed" >&2; exit 1; }
audit() { "$zizmor" --offline --pedantic --no-progress --config docs/ci/zizmor.yml "$@"; }
audit action.yml docs/ci/github-workflow.yml
# An input put straight into the script is the injection zizmor is for.
mkdir "$work/injected"  # zizmor knows an action by its file's name
sed 's/args=("\$COMMAND")/args=("${{ inputs.command }}")/' action.yml > "$work/injected/action.yml"
! cmp -s "$work/injected/action.yml" action.yml || { echo "lint-ci-templates: the injection did not apply" >&2; exit 1; }
! audit "$work/injected/action.yml" >/dev/null 2>&1 \
  || { echo "lint-ci-templates: an action putting an input into its script passed zizmor" >&2; exit 1; }
# The scripts as the runners run them: the Action's step with bash (its shell), the GitLab job's
# lines with sh (the image's /bin/sh runs them).
yaml() { .build-venv/bin/python -c 'import sys; from ruamel.yaml import YAML; print(eval(sys.argv[2], {"y": YAML(typ="safe").load(open(sys.argv[1]))}))' "$@"; }
yaml action.yml 'y["runs"]["steps"][0]["run"]' | shellcheck --shell=bash -
yaml docs/ci/gitlab-ci.yml '"\n".join(y["golden-images"]["script"])' | shellcheck --shell=sh -
! { yaml action.yml 'y["runs"]["steps"][0]["run"]' | sed 's/"\$IMAGE"/$IMAGE/' | shellcheck --shell=bash - >/dev/null; } \
  || { echo "lint-ci-templates: an unquoted \$IMAGE passed shellcheck" >&2; exit 1; }
# docs/ci.md shows the workflow's steps as they are in the file.
python3 - <<'PY' || exit 1
import sys
guide = open("docs/ci.md").read().split("## A GitHub Action and a GitLab template", 1)[1]
shown = guide.split("```yaml\n", 1)[1].split("```", 1)[0]
if shown not in open("docs/ci/github-workflow.yml").read():
    sys.exit("lint-ci-templates: docs/ci.md's workflow excerpt is not docs/ci/github-workflow.yml's:\n" + shown)
PY
# The Action's step, run with a docker that only says what it was given: the command line it
# builds for a shard of verify, and the artifact's name.
script=$(yaml action.yml 'y["runs"]["steps"][0]["run"]')
mkdir "$work/bin"
printf '#!/bin/sh\nprintf "%%s\\n" "$@" > "$ARGS_OUT"\n' > "$work/bin/docker"
chmod +x "$work/bin/docker"
env IMAGE=registry.example.com/fukidashi:0.2.0 COMMAND=verify PROJECT=fukidashi.json GOLDENS= REPORT=report JUNIT=junit.xml \
  SHARD=2/4 ARGUMENTS="--locale en,ja" GITHUB_OUTPUT="$work/output" GITHUB_WORKSPACE=/repo ARGS_OUT="$work/args" \
  PATH="$work/bin:$PATH" bash -c "$script"
expected="run --rm --user $(id -u):$(id -g) -v /repo:/work -w /work -e GITHUB_ACTIONS=true -e GITHUB_WORKSPACE=/work registry.example.com/fukidashi:0.2.0 verify --project fukidashi.json --shard 2/4 --report report --junit junit.xml --locale en,ja"
[ "$(tr '\n' ' ' < "$work/args" | sed 's/ $//')" = "$expected" ] \
  || { echo "lint-ci-templates: the Action ran: $(tr '\n' ' ' < "$work/args"); expected: $expected" >&2; exit 1; }
grep -qx 'artifact=fukidashi-report-2-of-4' "$work/output" || { echo "lint-ci-templates: artifact name: $(cat "$work/output")" >&2; exit 1; }
echo "lint-ci-templates: action.yml, the workflow and the GitLab template match their schemas, zizmor and shellcheck find nothing in them, broken copies fail; the Action's step runs verify's shard 2/4 as expected"
