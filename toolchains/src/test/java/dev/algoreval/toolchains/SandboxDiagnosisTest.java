package dev.algoreval.toolchains;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The advice for each way bubblewrap fails in the places users run us, with bubblewrap's own messages
 * as seen there (a root container without capabilities, a rootful container with its default seccomp
 * profile and masked /proc, Ubuntu 24.04's AppArmor sysctl).
 */
class SandboxDiagnosisTest {
    private static final long DOCKER_DEFAULT_CAPS = 0xa80425fbL; // no CAP_SYS_ADMIN, no CAP_NET_ADMIN

    private static SandboxHost host(int uid, long caps) {
        return new SandboxHost(uid, caps, OptionalLong.of(63000), OptionalLong.empty(), false, false, Optional.empty(),
                List.of(), Optional.empty());
    }

    @Test
    void rootWithoutCapabilitiesIsToldToRunUnprivileged() {
        String advice = SandboxDiagnosis.advise("bwrap: Creating new namespace failed: Operation not permitted",
                host(0, DOCKER_DEFAULT_CAPS));
        assertThat(advice).contains("runs as root").contains("CAP_SYS_ADMIN and CAP_NET_ADMIN")
                .contains("unprivileged user").contains("no runAsUser: 0");
    }

    @Test
    void rootWithSysAdminOnlyIsToldWhichCapabilityIsMissing() {
        String advice = SandboxDiagnosis.advise("bwrap: loopback: Failed RTM_NEWADDR: Operation not permitted",
                host(0, DOCKER_DEFAULT_CAPS | 1L << SandboxHost.CAP_SYS_ADMIN));
        assertThat(advice).contains("needs CAP_NET_ADMIN:").doesNotContain("CAP_SYS_ADMIN");
    }

    @Test
    void ubuntuAppArmorSysctlIsNamed() {
        SandboxHost ubuntu = new SandboxHost(1001, 0, OptionalLong.of(63000), OptionalLong.empty(), true, false,
                Optional.empty(), List.of(), Optional.empty());
        assertThat(SandboxDiagnosis.advise("bwrap: setting up uid map: Permission denied", ubuntu))
                .contains("sysctl -w kernel.apparmor_restrict_unprivileged_userns=0").doesNotContain("seccomp");
    }

    @Test
    void containerSeccompAndAppArmorProfilesAreNamed() {
        SandboxHost docker = new SandboxHost(1000, 0, OptionalLong.of(63000), OptionalLong.empty(), false, true,
                Optional.of("docker-default (enforce)"), List.of(), Optional.of("docker"));
        String advice = SandboxDiagnosis.advise("bwrap: Creating new namespace failed: Operation not permitted", docker);
        assertThat(advice).contains("seccomp=unconfined").contains("seccompProfile.type: Unconfined")
                .contains("'docker-default (enforce)'").contains("apparmor=unconfined")
                .contains("appArmorProfile.type: Unconfined").doesNotContain("runs as root");
    }

    @Test
    void switchedOffUserNamespacesAreNamed() {
        SandboxHost off = new SandboxHost(1000, 0, OptionalLong.of(0), OptionalLong.of(0), false, false,
                Optional.empty(), List.of(), Optional.empty());
        assertThat(SandboxDiagnosis.advise("bwrap: No permissions to create new namespace", off))
                .contains("user.max_user_namespaces").contains("kernel.unprivileged_userns_clone=1");
    }

    @Test
    void maskedProcIsNamedWithEveryEnginesSetting() {
        List<String> masked = SandboxHost.procOvermounts(List.of(
                "600 599 0:60 / / rw,relatime - overlay overlay rw",
                "601 600 0:62 / /proc rw,nosuid,nodev,noexec,relatime - proc proc rw",
                "612 601 0:5 /null /proc/kcore rw,nosuid - devtmpfs devtmpfs rw",
                "613 601 0:64 / /proc/acpi ro,relatime - tmpfs tmpfs ro",
                "614 601 0:62 /sys /proc/sys ro,relatime - proc proc rw"));
        assertThat(masked).containsExactly("/proc/acpi", "/proc/kcore", "/proc/sys");
        SandboxHost podman = new SandboxHost(1000, 0, OptionalLong.of(63000), OptionalLong.empty(), false, true,
                Optional.empty(), masked, Optional.of("podman"));
        String advice = SandboxDiagnosis.advise("bwrap: Can't mount proc on /newroot/proc: Operation not permitted", podman);
        assertThat(advice).contains("/proc/kcore").contains("unmask=ALL").contains("systempaths=unconfined")
                .contains("procMount: Unmasked").doesNotContain("seccomp");
    }

    @Test
    void anUnknownFailureStillSaysWhatBubblewrapNeeds() {
        assertThat(SandboxDiagnosis.advise("bwrap: something new", host(1000, 0)))
                .startsWith("- no known cause matched").contains("deploy/README.md");
    }

    @Test
    void thisHostIsReadAsItIs() {
        SandboxHost here = SandboxHost.read();
        assertThat(here.uid()).isGreaterThanOrEqualTo(0);
        if (here.uid() == 0 && Sandboxes.isRoot()) {
            // The project's own tests run bubblewrap as root (CI), which only works with both capabilities.
            assertThat(here.hasCapability(SandboxHost.CAP_SYS_ADMIN)).isTrue();
        }
    }

    @Test
    void whereSeccompForbidsSethostnameTheSandboxKeepsTheHostsNameAndStillRuns(@TempDir Path app) throws IOException {
        BubblewrapSandbox own = Sandboxes.bubblewrap(1, SandboxUids.host(), Optional.empty());
        SandboxStep step = new SandboxStep(List.of("/usr/bin/uname", "-n"), app, false, Set.of(),
                Map.of("PATH", "/usr/bin:/bin"), Limits.defaultRun().withWallTime(Duration.ofSeconds(10)));
        assertThat(own.run(step).stdout().strip()).isEqualTo("sandbox");
        StepResult kept = own.keepingHostname().run(step);
        assertThat(kept.succeeded()).as(kept.stderrTail(300)).isTrue();
        assertThat(kept.stdout().strip()).isEqualTo(java.nio.file.Files.readAllLines(Path.of("/proc/sys/kernel/hostname")).get(0).strip());
        assertThat(own.keepingHostname().describe()).contains("seccomp forbids sethostname");
    }

    @Test
    void theCheckPassesWhereTheProjectsTestsRun() {
        assertThat(SandboxCheck.check()).isZero();
    }
}
