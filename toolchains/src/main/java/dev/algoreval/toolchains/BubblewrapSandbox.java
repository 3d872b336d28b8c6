package dev.algoreval.toolchains;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The sandbox of SPEC §7 on Linux: bubblewrap with new ipc, pid, net and uts namespaces, a root made
 * of read-only {@code /usr} plus exactly the files the toolchains need, a fresh tmpfs for
 * {@code /tmp} and the working directory, and {@code --die-with-parent} so that killing bwrap kills
 * the whole pid namespace. When the harness runs as root, the command drops to a per-slot
 * unprivileged uid inside the sandbox (setpriv) before rlimits are applied (prlimit): bwrap under
 * root would otherwise keep root's capabilities, and RLIMIT_NPROC does not bind uid 0.
 */
public final class BubblewrapSandbox implements Sandbox {
    private static final List<String> ETC_FILES = List.of(
            "/etc/alternatives", "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/ssl",
            "/etc/java-17-openjdk", "/etc/localtime");
    private static final int FIRST_UID = 61000;
    /**
     * Long-lived processes (compile workers) get uids of their own, apart from the per-step ones: a
     * worker holds its uid for its life, which must not starve the steps, and RLIMIT_NPROC then
     * counts a worker's processes apart from any program's.
     */
    private static final int FIRST_LONG_LIVED_UID = 62000;
    private static final int LONG_LIVED_SLOTS = 256;

    private final Path bwrap;
    private final boolean dropPrivileges;
    private final UidPool uids;
    private final UidPool longLivedUids = new UidPool(FIRST_LONG_LIVED_UID, LONG_LIVED_SLOTS);
    private final ProcessRunner runner = new ProcessRunner();

    BubblewrapSandbox(Path bwrap, boolean dropPrivileges, int slots) {
        this.bwrap = bwrap;
        this.dropPrivileges = dropPrivileges;
        this.uids = new UidPool(FIRST_UID, slots);
    }

    @Override
    public StepResult run(SandboxStep step) {
        int uid = uids.acquire();
        try {
            return runner.run(argv(step, uid), step.environment(), step.appDir(),
                    step.limits().wallTime(), step.limits().outputBytes());
        } finally {
            uids.release(uid);
        }
    }

    @Override
    public boolean startsLongLivedProcesses() {
        return true;
    }

    @Override
    public SandboxedProcess start(SandboxStep step) {
        int uid = longLivedUids.acquire();
        try {
            return LongLivedProcess.start(argv(step, uid), step.environment(), step.appDir(),
                    step.limits().outputBytes(), () -> longLivedUids.release(uid));
        } catch (RuntimeException e) {
            longLivedUids.release(uid);
            throw e;
        }
    }

    List<String> argv(SandboxStep step, int uid) {
        Limits limits = step.limits();
        List<String> a = new ArrayList<>(List.of(bwrap.toString(),
                "--die-with-parent", "--new-session",
                "--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try",
                "--hostname", "sandbox",
                "--ro-bind", "/usr", "/usr"));
        for (String link : List.of("bin", "sbin", "lib", "lib32", "lib64", "libx32")) {
            Path host = Path.of("/" + link);
            if (Files.isSymbolicLink(host)) {
                a.addAll(List.of("--symlink", "usr/" + link, "/" + link));
            }
        }
        a.addAll(List.of("--perms", "0755", "--dir", "/etc"));
        for (String etc : ETC_FILES) {
            a.addAll(List.of("--ro-bind-try", etc, etc));
        }
        Set<Path> created = new LinkedHashSet<>();
        for (Path root : step.readOnlyRoots()) {
            for (Path parent = root.getParent(); parent != null && parent.getNameCount() > 0; parent = parent.getParent()) {
                created.add(parent);
            }
        }
        created.stream().sorted().forEach(dir -> a.addAll(List.of("--perms", "0755", "--dir", dir.toString())));
        for (Path root : step.readOnlyRoots()) {
            a.addAll(List.of("--ro-bind", root.toString(), root.toString()));
        }
        a.addAll(List.of("--proc", "/proc", "--dev", "/dev",
                "--perms", "1777", "--size", Long.toString(limits.tmpfsBytes()), "--tmpfs", "/tmp",
                "--perms", "1777", "--size", Long.toString(limits.tmpfsBytes()), "--tmpfs", "/dev/shm"));
        a.addAll(List.of(step.appWritable() ? "--bind" : "--ro-bind", step.appDir().toString(), APP));
        if (step.appWritable()) {
            a.addAll(List.of("--chdir", APP));
        } else {
            a.addAll(List.of("--perms", "1777", "--size", Long.toString(limits.tmpfsBytes()), "--tmpfs", WORK,
                    "--chdir", WORK));
        }
        a.add("--");
        if (dropPrivileges) {
            a.addAll(List.of("setpriv", "--reuid=" + uid, "--regid=" + uid, "--clear-groups",
                    "--inh-caps=-all", "--bounding-set=-all", "--"));
        }
        a.addAll(Rlimits.prlimit(limits));
        a.addAll(step.command());
        return a;
    }

    @Override
    public String describe() {
        return "bubblewrap (" + bwrap + (dropPrivileges ? ", per-slot unprivileged uids" : ", current user") + ")";
    }
}
