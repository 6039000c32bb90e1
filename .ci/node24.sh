# Sourced by .ci/run: makes Node 24 LTS the Node of this shell. Where the machine's Node is older, it
# installs the npm registry's node-<os>-<arch>@24 package (the binary and its C headers) into a cache
# folder outside the repository, puts its bin first on PATH and points any native build at its
# headers (better-sqlite3 ships its binaries; a module without them compiles against these).
# CI_NODE_DIR chooses the folder.
ci_node_major=24
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt "$ci_node_major" ]; then
  ci_node_pkg="node-$(uname -s | tr '[:upper:]' '[:lower:]')-$(node -p 'process.arch' 2>/dev/null || echo x64)"
  ci_node_dir="${CI_NODE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/clube-ci/node$ci_node_major}"
  ci_node_home="$ci_node_dir/node_modules/$ci_node_pkg"
  if ! "$ci_node_home/bin/node" -e "process.exit(process.versions.node.startsWith('$ci_node_major.') ? 0 : 1)" 2>/dev/null; then
    printf '\n==> Installing Node %s (%s@%s from the npm registry) into %s\n' \
      "$ci_node_major" "$ci_node_pkg" "$ci_node_major" "$ci_node_dir"
    mkdir -p "$ci_node_dir"
    npm install --prefix "$ci_node_dir" --no-save --no-package-lock --no-audit --no-fund \
      "$ci_node_pkg@$ci_node_major"
  fi
  export PATH="$ci_node_home/bin:$PATH"
  export npm_config_nodedir="$ci_node_home"
  hash -r
fi
printf 'Node %s\n' "$(node --version)"
