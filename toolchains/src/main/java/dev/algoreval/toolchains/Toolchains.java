package dev.algoreval.toolchains;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The seven toolchains as found on this host. A language whose compiler or runtime is missing is
 * not an error here: {@link #unavailable(String)} says why, so callers can skip its programs.
 */
public final class Toolchains {
    public static final List<String> LANGUAGES = List.of("python", "c", "cpp", "java", "javascript", "rust", "go");
    private static final String INSTALL_HINT = " (run toolchains/install.sh)";
    /**
     * For the toolchains run under RLIMIT_AS (C, C++, Rust, Python): glibc reserves 64 MiB of address
     * space per malloc arena, up to 8 per core, so 10-odd threads would exhaust the limit; two arenas
     * keep the threads within it, and the process limit binds first again (Python sets it too).
     */
    private static final Map<String, String> FEW_MALLOC_ARENAS = Map.of("MALLOC_ARENA_MAX", "2");

    private final Map<String, Toolchain> available = new LinkedHashMap<>();
    private final Map<String, String> missing = new LinkedHashMap<>();

    private Toolchains() {
    }

    /** Probes the host once; takes about a second, mostly the version probes. */
    public static Toolchains detect() {
        HostTools host = new HostTools();
        Toolchains toolchains = new Toolchains();
        toolchains.add("python", python(host));
        toolchains.add("c", gcc(host, "gcc", "c", "main.c", List.of("-std=c17"), List.of("-lm")));
        toolchains.add("cpp", gcc(host, "g++", "cpp", "main.cpp", List.of("-std=c++17"), List.of()));
        toolchains.add("java", java(host));
        toolchains.add("javascript", node(host));
        toolchains.add("rust", rust(host));
        toolchains.add("go", go(host));
        return toolchains;
    }

    private void add(String language, Resolution resolution) {
        if (resolution.toolchain != null) {
            available.put(language, resolution.toolchain);
        } else {
            missing.put(language, resolution.reason);
        }
    }

    public Optional<Toolchain> get(String language) {
        return Optional.ofNullable(available.get(language));
    }

    /** Why the language cannot run here, or empty when it can. */
    public Optional<String> unavailable(String language) {
        if (!LANGUAGES.contains(language)) {
            return Optional.of("unknown language '" + language + "'");
        }
        return Optional.ofNullable(missing.get(language));
    }

    public Map<String, Toolchain> available() {
        return Map.copyOf(available);
    }

    private record Resolution(Toolchain toolchain, String reason) {
        static Resolution missing(String reason) {
            return new Resolution(null, reason + INSTALL_HINT);
        }

        static Resolution of(Toolchain toolchain) {
            return new Resolution(toolchain, null);
        }
    }

    private static Resolution python(HostTools host) {
        Optional<Path> python = host.find("python3");
        if (python.isEmpty()) {
            return Resolution.missing("python3 not found on PATH");
        }
        // pyenv puts a shell-script shim on PATH that costs ~0.4 s per start: resolve the real binary once.
        Optional<String> info = host.probe(List.of(python.get().toString(), "-c",
                "import sys, platform; print(sys.executable); print(sys.prefix); print(sys.base_prefix); "
                        + "print('Python ' + platform.python_version())"));
        if (info.isEmpty()) {
            return Resolution.missing(python.get() + " does not start");
        }
        String[] lines = info.get().split("\n");
        Path executable = Path.of(lines[0].strip());
        Set<Path> roots = new HashSet<>();
        for (String prefix : List.of(lines[1].strip(), lines[2].strip())) {
            if (!HostTools.underUsr(Path.of(prefix))) {
                roots.add(Path.of(prefix));
            }
        }
        String exe = executable.toString();
        String check = "import sys; src = open(sys.argv[1], encoding='utf-8').read(); compile(src, sys.argv[1], 'exec')";
        return Resolution.of(new Toolchain("python", "main.py",
                List.of(exe, "-I", "-c", check, "main.py"),
                List.of(exe, "-I", "-B", Sandbox.APP + "/main.py"),
                roots, Map.of("PYTHONDONTWRITEBYTECODE", "1", "PYTHONIOENCODING", "utf-8", "MALLOC_ARENA_MAX", "2"),
                lines[3].strip(), true, SyntaxCheckingRun.python(exe)));
    }

    private static Resolution gcc(HostTools host, String compiler, String language, String source,
            List<String> standard, List<String> libraries) {
        Optional<Path> path = host.findReal(compiler);
        if (path.isEmpty()) {
            return Resolution.missing(compiler + " not found on PATH");
        }
        List<String> compile = new java.util.ArrayList<>(List.of(path.get().toString(), "-O2", "-pipe"));
        compile.addAll(standard);
        compile.addAll(List.of("-o", "main", source));
        compile.addAll(libraries);
        String version = host.probe(List.of(path.get().toString(), "--version")).map(HostTools::firstLine).orElse(compiler);
        return Resolution.of(new Toolchain(language, source, compile, List.of(Sandbox.APP + "/main"),
                Set.of(), FEW_MALLOC_ARENAS, version, true));
    }

    private static Resolution java(HostTools host) {
        Optional<Path> javac = host.findReal("javac");
        if (javac.isEmpty()) {
            return Resolution.missing("javac not found on PATH");
        }
        Path bin = javac.get().getParent();
        Path java = bin.resolve("java");
        Path home = bin.getParent();
        Set<Path> roots = HostTools.underUsr(home) ? Set.of() : Set.of(home);
        // Tiered C1-only and Serial GC start the JVM quickly and keep its threads within the process limit.
        List<String> compile = List.of(javac.get().toString(), "-J-Xmx512m", "-J-XX:+UseSerialGC",
                "-J-XX:TieredStopAtLevel=1", "-encoding", "UTF-8", "-d", ".", "Main.java");
        List<String> run = List.of(java.toString(), "-Xmx256m", "-Xss16m", "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1", "-cp", Sandbox.APP, "Main");
        String version = host.probe(List.of(javac.get().toString(), "-version")).orElse("javac");
        return Resolution.of(new Toolchain("java", "Main.java", compile, run, roots, Map.of(), version, false));
    }

    private static Resolution node(HostTools host) {
        Optional<Path> node = host.findReal("node");
        if (node.isEmpty()) {
            return Resolution.missing("node not found on PATH");
        }
        Path home = node.get().getParent().getParent();
        Set<Path> roots = HostTools.underUsr(home) ? Set.of() : Set.of(home);
        // One probe gives the version and whether the syntax check can ride along with the run.
        List<String> probe = host.probe(SyntaxCheckingRun.nodeProbe(node.get().toString()))
                .map(out -> List.of(out.strip().split("\n"))).orElse(List.of());
        String version = probe.stream().map(String::strip).filter(line -> line.startsWith("v")).findFirst()
                .map(v -> "Node.js " + v).orElse("node");
        boolean checksInRun = probe.stream().map(String::strip).anyMatch("checks"::equals);
        return Resolution.of(new Toolchain("javascript", "main.js",
                List.of(node.get().toString(), "--check", "main.js"),
                List.of(node.get().toString(), "--max-old-space-size=256", Sandbox.APP + "/main.js"),
                roots, Map.of(), version, false,
                checksInRun ? SyntaxCheckingRun.node(node.get().toString()) : List.of()));
    }

    private static Resolution rust(HostTools host) {
        Optional<Path> rustc = host.find("rustc");
        if (rustc.isEmpty()) {
            return Resolution.missing("rustc not found on PATH or in ~/.cargo/bin");
        }
        // ~/.cargo/bin/rustc is rustup's proxy, which needs all of ~/.rustup: call the toolchain's own rustc.
        Optional<String> sysroot = host.probe(List.of(rustc.get().toString(), "--print", "sysroot"));
        if (sysroot.isEmpty()) {
            return Resolution.missing(rustc.get() + " --print sysroot failed");
        }
        Path root = Path.of(sysroot.get().strip());
        String real = root.resolve("bin/rustc").toString();
        Set<Path> roots = HostTools.underUsr(root) ? Set.of() : Set.of(root);
        String version = host.probe(List.of(real, "--version")).orElse("rustc");
        List<String> flags = List.of("-O", "--edition", "2021");
        List<String> compile = new java.util.ArrayList<>(List.of(real));
        compile.addAll(flags);
        compile.addAll(List.of("-o", "main", "main.rs"));
        return Resolution.of(new Toolchain("rust", "main.rs", compile, List.of(Sandbox.APP + "/main"), roots,
                FEW_MALLOC_ARENAS, version, true, List.of(), Optional.of(new RustCrates(real, flags))));
    }

    private static Resolution go(HostTools host) {
        Optional<Path> go = host.findReal("go");
        if (go.isEmpty()) {
            return Resolution.missing("go not found on PATH");
        }
        Path goroot = go.get().getParent().getParent();
        Set<Path> roots = HostTools.underUsr(goroot) ? Set.of() : Set.of(goroot);
        String version = host.probe(List.of(go.get().toString(), "version")).orElse("go");
        // The build cache lives in the sandbox's /tmp: nothing persists between programs.
        Map<String, String> env = Map.of("GOCACHE", "/tmp/gocache", "GOPATH", "/tmp/gopath", "GO111MODULE", "off",
                "GOFLAGS", "-buildvcs=false", "CGO_ENABLED", "0", "GOTOOLCHAIN", "local");
        return Resolution.of(new Toolchain("go", "main.go",
                List.of(go.get().toString(), "build", "-o", "main", "main.go"),
                List.of(Sandbox.APP + "/main"), roots, env, version, false));
    }
}
