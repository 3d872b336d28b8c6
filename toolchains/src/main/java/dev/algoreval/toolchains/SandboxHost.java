package dev.algoreval.toolchains;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What decides whether bubblewrap can make its namespaces on this host, read from {@code /proc}: who
 * the harness runs as and with which capabilities, the sysctls that forbid user namespaces, the
 * seccomp and AppArmor confinement a container runtime adds, and the parts of {@code /proc} it masks.
 * Read only after the sandbox failed, to say what to change ({@link SandboxDiagnosis}).
 *
 * @param uid the harness's real uid
 * @param effectiveCapabilities the CapEff bit set
 * @param maxUserNamespaces {@code user.max_user_namespaces}, when the kernel has it
 * @param unprivilegedUsernsClone Debian's old {@code kernel.unprivileged_userns_clone}, when the kernel has it
 * @param apparmorRestrictsUserns Ubuntu's {@code kernel.apparmor_restrict_unprivileged_userns} is 1
 * @param seccompFiltered the process runs under a seccomp filter (mode 2), as containers do by default
 * @param apparmorProfile the process's AppArmor profile, when AppArmor confines it
 * @param procOvermounts mount points inside {@code /proc} (a container runtime's masked and read-only paths)
 * @param container the container engine this runs in, when it can tell ("podman", "docker", "kubernetes")
 */
record SandboxHost(int uid, long effectiveCapabilities, OptionalLong maxUserNamespaces,
        OptionalLong unprivilegedUsernsClone, boolean apparmorRestrictsUserns, boolean seccompFiltered,
        Optional<String> apparmorProfile, List<String> procOvermounts, Optional<String> container) {
    static final int CAP_NET_ADMIN = 12;
    static final int CAP_SYS_ADMIN = 21;

    SandboxHost {
        procOvermounts = List.copyOf(procOvermounts);
    }

    boolean hasCapability(int capability) {
        return (effectiveCapabilities & (1L << capability)) != 0;
    }

    static SandboxHost read() {
        List<String> status = lines(Path.of("/proc/self/status"));
        int uid = Integer.parseInt(field(status, "Uid:").map(v -> v.split("\\s+")[0]).orElse("-1"));
        long capabilities = field(status, "CapEff:").map(v -> Long.parseUnsignedLong(v, 16)).orElse(0L);
        boolean seccomp = field(status, "Seccomp:").map("2"::equals).orElse(false);
        return new SandboxHost(uid, capabilities, number(Path.of("/proc/sys/user/max_user_namespaces")),
                number(Path.of("/proc/sys/kernel/unprivileged_userns_clone")),
                number(Path.of("/proc/sys/kernel/apparmor_restrict_unprivileged_userns")).orElse(0) == 1,
                seccomp, readApparmorProfile(), procOvermounts(lines(Path.of("/proc/self/mountinfo"))), readContainer());
    }

    /** Mount points strictly inside /proc, from mountinfo's fifth field. */
    static List<String> procOvermounts(List<String> mountinfo) {
        return mountinfo.stream().map(line -> line.split(" "))
                .filter(fields -> fields.length > 4 && fields[4].startsWith("/proc/"))
                .map(fields -> fields[4]).distinct().sorted().toList();
    }

    private static Optional<String> readApparmorProfile() {
        for (Path attr : List.of(Path.of("/proc/self/attr/apparmor/current"), Path.of("/proc/self/attr/current"))) {
            List<String> label = lines(attr);
            if (!label.isEmpty()) {
                String profile = label.get(0).replace("\0", "").strip();
                if (!profile.isEmpty() && !profile.startsWith("unconfined")) {
                    return Optional.of(profile);
                }
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    private static Optional<String> readContainer() {
        if (Files.exists(Path.of("/run/.containerenv"))) {
            return Optional.of("podman");
        }
        if (System.getenv("KUBERNETES_SERVICE_HOST") != null) {
            return Optional.of("kubernetes");
        }
        if (Files.exists(Path.of("/.dockerenv"))) {
            return Optional.of("docker");
        }
        return Optional.empty();
    }

    private static Optional<String> field(List<String> status, String name) {
        return status.stream().filter(line -> line.startsWith(name)).map(line -> line.substring(name.length()).strip())
                .findFirst();
    }

    private static OptionalLong number(Path file) {
        List<String> text = lines(file);
        try {
            return text.isEmpty() ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(text.get(0).strip()));
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    /** readAllLines, not readString: JDK 17 can truncate /proc files read in one go. */
    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }
}
