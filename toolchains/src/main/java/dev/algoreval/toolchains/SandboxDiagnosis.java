package dev.algoreval.toolchains;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What to change when bubblewrap cannot make its sandbox: bubblewrap's own complaint tells which step
 * failed (creating the namespaces, mounting a fresh /proc, bringing up loopback), and the host's
 * settings ({@link SandboxHost}) tell which of the usual causes applies. Each cause comes with the
 * setting that lifts it for the engines users run us on: podman, Docker, a Kubernetes pod, an Ubuntu
 * runner. "Use sandbox=none" is never the first answer: it runs generated code unconfined.
 */
final class SandboxDiagnosis {
    private SandboxDiagnosis() {
    }

    /** The causes that apply and what lifts each, one "- " line per cause; never empty. */
    static String advise(String bwrapError, SandboxHost host) {
        String error = bwrapError.toLowerCase(Locale.ROOT);
        List<String> causes = new ArrayList<>();
        if (host.uid() == 0) {
            rootWithoutCapabilities(host, causes);
        }
        boolean namespaces = error.contains("namespace") || error.contains("uid map") || error.contains("unshare")
                || error.contains("setting up") || error.contains("clone") || error.contains("hostname");
        if (namespaces && host.uid() != 0) {
            userNamespacesRefused(host, causes);
        }
        if (error.contains("mount proc") || error.contains("/proc")) {
            causes.add("the kernel refuses a fresh /proc inside the sandbox while parts of the outer /proc are masked"
                    + (host.procOvermounts().isEmpty() ? "" : " (" + shortList(host.procOvermounts()) + ")")
                    + ": unmask it — podman run --security-opt unmask=ALL; docker run --security-opt "
                    + "systempaths=unconfined; a Kubernetes pod: hostUsers: false and securityContext.procMount: "
                    + "Unmasked (Kubernetes >= 1.33, ProcMountType)");
        }
        if (causes.isEmpty()) {
            causes.add("no known cause matched; bubblewrap needs unprivileged user namespaces (sysctls "
                    + "user.max_user_namespaces > 0, kernel.apparmor_restrict_unprivileged_userns=0), a seccomp and "
                    + "AppArmor profile that allow unshare and mount, and an unmasked /proc (see deploy/README.md)");
        }
        return causes.stream().map(cause -> "- " + cause).collect(Collectors.joining("\n"));
    }

    private static void rootWithoutCapabilities(SandboxHost host, List<String> causes) {
        List<String> missing = new ArrayList<>();
        if (!host.hasCapability(SandboxHost.CAP_SYS_ADMIN)) {
            missing.add("CAP_SYS_ADMIN");
        }
        if (!host.hasCapability(SandboxHost.CAP_NET_ADMIN)) {
            missing.add("CAP_NET_ADMIN");
        }
        if (!missing.isEmpty()) {
            causes.add("the harness runs as root, and as root bubblewrap makes its namespaces without a user namespace, "
                    + "which needs " + String.join(" and ", missing) + ": run it as an unprivileged user instead (the "
                    + "image's default user; no --user root, no runAsUser: 0), which needs no added capability");
        }
    }

    private static void userNamespacesRefused(SandboxHost host, List<String> causes) {
        int before = causes.size();
        if (host.maxUserNamespaces().isPresent() && host.maxUserNamespaces().getAsLong() == 0) {
            causes.add("user namespaces are switched off: sysctl -w user.max_user_namespaces=15000");
        }
        if (host.unprivilegedUsernsClone().isPresent() && host.unprivilegedUsernsClone().getAsLong() == 0) {
            causes.add("unprivileged user namespaces are switched off: sysctl -w kernel.unprivileged_userns_clone=1");
        }
        if (host.apparmorRestrictsUserns()) {
            causes.add("AppArmor confines unprivileged user namespaces (Ubuntu >= 23.10, GitHub's ubuntu-24.04 runners): "
                    + "sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0");
        }
        if (host.seccompFiltered()) {
            causes.add("a seccomp filter confines this process" + host.container().map(c -> " (" + c + ")").orElse("")
                    + " and container runtimes' default profiles refuse new user namespaces: docker run --security-opt "
                    + "seccomp=unconfined; podman run --security-opt seccomp=unconfined; a Kubernetes pod: "
                    + "securityContext.seccompProfile.type: Unconfined");
        }
        host.apparmorProfile().ifPresent(profile -> causes.add("AppArmor profile '" + profile + "' confines this "
                + "process: docker/podman run --security-opt apparmor=unconfined; a Kubernetes pod: "
                + "securityContext.appArmorProfile.type: Unconfined"));
        if (causes.size() == before && host.container().isPresent()) {
            causes.add("this runs in a container (" + host.container().get() + ") whose runtime may forbid nested user "
                    + "namespaces: allow unshare in its seccomp profile and give the pod hostUsers: false");
        }
    }

    private static String shortList(List<String> paths) {
        return paths.size() <= 4 ? String.join(", ", paths)
                : String.join(", ", paths.subList(0, 4)) + " and " + (paths.size() - 4) + " more";
    }
}
