package dev.algoreval.toolchains;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Semaphore;

/**
 * The sandbox of SPEC §7 on Linux: bubblewrap with new ipc, pid, net and uts namespaces, a root made
 * of read-only {@code /usr} plus exactly the files the toolchains need, a fresh tmpfs for
 * {@code /tmp} and the working directory, and {@code --die-with-parent} so that killing bwrap kills
 * the whole pid namespace. When the harness runs as root, the command drops to an unprivileged uid
 * leased host-wide ({@link SandboxUids}) inside the sandbox (setpriv) before rlimits are applied
 * (prlimit): bwrap under root would otherwise keep root's capabilities, RLIMIT_NPROC does not bind
 * uid 0, and a uid shared with another sandbox on the host would count its processes too. Where the
 * host has pids cgroups ({@link PidsCgroups}) each sandbox also runs in its own, which binds first
 * and tells the sandbox's own limit apart from the host's refusals.
 */
public final class BubblewrapSandbox implements Sandbox {
    private static final List<String> ETC_FILES = List.of(
            "/etc/alternatives", "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/ssl",
            "/etc/java-17-openjdk", "/etc/localtime");
    /** The outer bwrap and the pid namespace's init: in the cgroup besides the program's own tasks. */
    private static final int BWRAP_TASKS = 2;
    private static final Duration TEARDOWN_PATIENCE = Duration.ofSeconds(3);

    private final Path bwrap;
    private final boolean dropPrivileges;
    /**
     * Whether the sandbox gets its own host name. Container runtimes' default seccomp profiles (podman's)
     * allow the user namespace bubblewrap needs but refuse sethostname; without it the sandbox keeps the
     * container's name in its own UTS namespace, which needs no wider profile.
     */
    private final boolean ownHostname;
    private final SandboxUids uids;
    private final Optional<PidsCgroups> cgroups;
    /** Bounds this sandbox's concurrent steps; long-lived processes are bounded by their owner's pool. */
    private final Semaphore slots;
    private final int slotCount;
    private final ProcessRunner runner = new ProcessRunner();

    BubblewrapSandbox(Path bwrap, boolean dropPrivileges, int slots, SandboxUids uids, Optional<PidsCgroups> cgroups) {
        this(bwrap, dropPrivileges, true, slots, uids, cgroups);
    }

    private BubblewrapSandbox(Path bwrap, boolean dropPrivileges, boolean ownHostname, int slots, SandboxUids uids,
            Optional<PidsCgroups> cgroups) {
        this.bwrap = bwrap;
        this.dropPrivileges = dropPrivileges;
        this.ownHostname = ownHostname;
        this.uids = uids;
        this.cgroups = dropPrivileges ? cgroups : Optional.empty();
        this.slots = new Semaphore(slots);
        this.slotCount = slots;
    }

    /** The same sandbox without a host name of its own, for where seccomp forbids sethostname. */
    BubblewrapSandbox keepingHostname() {
        return new BubblewrapSandbox(bwrap, dropPrivileges, false, slotCount, uids, cgroups);
    }

    @Override
    public StepResult run(SandboxStep step) {
        slots.acquireUninterruptibly();
        try (Identity identity = identity(step.limits())) {
            StepResult result = runner.run(identity.enter(argv(step, identity.uid(), identity.rlimits())),
                    step.environment(), step.appDir(), step.limits().wallTime(), step.limits().outputBytes());
            PidsCgroups.Cgroup.Refusals refusals = identity.refusals();
            StepResult counted = result.withProcessLimitReached(refusals.byOwnLimit());
            return HostFaults.ofRefusedTask(counted, refusals.byOwnLimit(), refusals.byHost())
                    .map(counted::withHostFault).orElse(counted);
        } finally {
            slots.release();
        }
    }

    @Override
    public boolean startsLongLivedProcesses() {
        return true;
    }

    @Override
    public SandboxedProcess start(SandboxStep step) {
        Identity identity = identity(step.limits());
        try {
            return LongLivedProcess.start(identity.enter(argv(step, identity.uid(), identity.rlimits())),
                    step.environment(), step.appDir(), step.limits().outputBytes(), identity::close);
        } catch (RuntimeException e) {
            identity.close();
            throw e;
        }
    }

    private Identity identity(Limits limits) {
        if (!dropPrivileges) {
            return new Identity(null, Optional.empty(), limits);
        }
        SandboxUids.Lease lease = uids.acquire();
        try {
            Optional<PidsCgroups.Cgroup> cgroup = cgroups.map(c -> c.create(lease.uid()));
            cgroup.ifPresent(c -> c.limit(limits.processes() + BWRAP_TASKS));
            return new Identity(lease, cgroup, limits);
        } catch (RuntimeException e) {
            lease.close();
            throw e;
        }
    }

    /** Who one step runs as: a leased uid (when dropping root) and, where the host has them, a pids cgroup. */
    private static final class Identity implements AutoCloseable {
        private final SandboxUids.Lease lease;
        private final Optional<PidsCgroups.Cgroup> cgroup;
        private final Limits limits;

        Identity(SandboxUids.Lease lease, Optional<PidsCgroups.Cgroup> cgroup, Limits limits) {
            this.lease = lease;
            this.cgroup = cgroup;
            this.limits = limits;
        }

        int uid() {
            return lease == null ? -1 : lease.uid();
        }

        /** With a cgroup, RLIMIT_NPROC sits one above it: the cgroup binds first and counts the refusal. */
        Limits rlimits() {
            return cgroup.isPresent() ? limits.withProcesses(limits.processes() + 1) : limits;
        }

        List<String> enter(List<String> argv) {
            if (cgroup.isEmpty()) {
                return argv;
            }
            List<String> entered = new ArrayList<>(cgroup.get().enter());
            entered.addAll(argv);
            return entered;
        }

        PidsCgroups.Cgroup.Refusals refusals() {
            return cgroup.map(PidsCgroups.Cgroup::refusals).orElse(new PidsCgroups.Cgroup.Refusals(false, false));
        }

        @Override
        public void close() {
            cgroup.ifPresent(c -> c.close(TEARDOWN_PATIENCE));
            if (lease != null) {
                lease.close();
            }
        }
    }

    List<String> argv(SandboxStep step, int uid) {
        return argv(step, uid, step.limits());
    }

    /** @param rlimits the limits prlimit applies: the step's, with a process limit adjusted to the cgroup's */
    List<String> argv(SandboxStep step, int uid, Limits rlimits) {
        Limits limits = step.limits();
        List<String> a = new ArrayList<>(List.of(bwrap.toString(),
                "--die-with-parent", "--new-session",
                "--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try"));
        if (ownHostname) {
            a.addAll(List.of("--hostname", "sandbox"));
        }
        a.addAll(List.of("--ro-bind", "/usr", "/usr"));
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
        a.addAll(Rlimits.prlimit(rlimits));
        a.addAll(step.command());
        return a;
    }

    @Override
    public String describe() {
        return "bubblewrap (" + bwrap + (dropPrivileges ? ", unprivileged uids leased host-wide" : ", current user")
                + (ownHostname ? "" : ", the host's name: seccomp forbids sethostname")
                + cgroups.map(c -> ", a pids cgroup per sandbox under " + c.root()).orElse("") + ")";
    }
}
