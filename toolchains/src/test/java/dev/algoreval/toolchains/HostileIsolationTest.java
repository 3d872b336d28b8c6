package dev.algoreval.toolchains;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Hostile programs that reach for the network, the host's files, its environment and its secrets. */
class HostileIsolationTest extends HostileTestSupport {
    /** What a program's environment may hold: {@code ProgramRunner}'s base, PWD (set by bwrap) and the toolchain's own. */
    private static final Set<String> BASE_VARIABLES = Set.of("PATH", "HOME", "TMPDIR", "LANG", "LC_ALL", "PWD");
    private static final Path PROJECT = Path.of("/work/main");

    // ---- 8. network --------------------------------------------------------------------------

    @Test
    @DisplayName("8. Network: the test's own loopback server, 169.254.169.254, 1.1.1.1:53 and DNS are unreachable")
    void networkIsUnreachable() throws IOException {
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            StepResult result = run("python", fill("""
                    import socket
                    def attempt(label, family, kind, address):
                        s = socket.socket(family, kind)
                        s.settimeout(1)
                        try:
                            if kind == socket.SOCK_DGRAM:
                                s.sendto(b"x", address)
                                s.recvfrom(1)
                            else:
                                s.connect(address)
                            print(label, "REACHED", flush=True)
                        except OSError as e:
                            print(label, "blocked", type(e).__name__, flush=True)
                        finally:
                            s.close()
                    attempt("loopback", socket.AF_INET, socket.SOCK_STREAM, ("127.0.0.1", %PORT%))
                    attempt("loopback6", socket.AF_INET6, socket.SOCK_STREAM, ("::1", %PORT%))
                    attempt("metadata", socket.AF_INET, socket.SOCK_STREAM, ("169.254.169.254", 80))
                    attempt("dns-tcp", socket.AF_INET, socket.SOCK_STREAM, ("1.1.1.1", 53))
                    attempt("dns-udp", socket.AF_INET, socket.SOCK_DGRAM, ("1.1.1.1", 53))
                    try:
                        socket.getaddrinfo("example.com", 80)
                        print("resolve REACHED", flush=True)
                    except OSError as e:
                        print("resolve blocked", type(e).__name__, flush=True)
                    """, Map.of("PORT", Integer.toString(server.getLocalPort()))));

            assertThat(result.succeeded()).as("%s", result).isTrue();
            assertThat(result.stdout()).doesNotContain("REACHED");
            assertThat(result.stdout().lines().filter(line -> line.contains(" blocked ")).count()).isEqualTo(6);
            server.setSoTimeout(300);
            assertThatThrownBy(server::accept).as("the test's server got a connection")
                    .isInstanceOf(SocketTimeoutException.class);
        }
    }

    // ---- 9. writes outside the work dir --------------------------------------------------------

    @Test
    @DisplayName("9. Writes to /tmp, /dev/shm, /var/tmp, $HOME, /app, /etc, /, /usr and /work/main leave nothing on the host")
    void writesOutsideTheWorkDirectory() {
        String token = "hostile-" + Long.toHexString(ThreadLocalRandom.current().nextLong() & Long.MAX_VALUE);
        List<String> targets = List.of("/tmp/" + token, "/dev/shm/" + token, "/var/tmp/" + token, "$HOME/" + token,
                HOME + "/" + token, "/app/" + token, "/etc/" + token, "/" + token, "/usr/" + token,
                PROJECT + "/" + token, PROJECT + "/pwned", SandboxFixture.SCRATCH + "/" + token);
        assertThat(PROJECT.resolve("pwned")).doesNotExist();
        StepResult result = run("python", fill("""
                import os
                for target in %TARGETS%:
                    path = os.path.expandvars(target)
                    try:
                        os.makedirs(os.path.dirname(path), exist_ok=True)
                        with open(path, "w") as f:
                            f.write("pwned")
                        print("wrote", target, flush=True)
                    except OSError as e:
                        print("denied", target, type(e).__name__, flush=True)
                """, Map.of("TARGETS", pythonList(targets))));

        assertThat(result.succeeded()).as("%s", result).isTrue();
        // Inside, /tmp, /dev/shm and $HOME (= /tmp) are the sandbox's own tmpfs, /work is the run's tmpfs.
        assertThat(result.stdout()).contains("denied /app/" + token + " OSError", "denied /etc/" + token,
                "denied /" + token, "denied /usr/" + token, "denied /var/tmp/" + token);
        for (String target : targets) {
            Path host = Path.of(target.replace("$HOME", HOME.toString()));
            assertThat(Files.exists(host, LinkOption.NOFOLLOW_LINKS)).as("%s on the host", host).isFalse();
        }
        assertThat(PROJECT.resolve("pwned")).doesNotExist();
    }

    @Test
    @DisplayName("9. One huge file is capped by RLIMIT_FSIZE, many files by the tmpfs size")
    void hugeFileAndManyFiles() {
        StepResult result = run("python", """
                import errno, os
                try:
                    with open("/work/huge", "wb") as f:
                        for _ in range(64):
                            f.write(b"x" * (1 << 20))
                    print("huge written")
                except OSError as e:
                    print("huge stopped", errno.errorcode[e.errno], os.path.getsize("/work/huge") >> 20, flush=True)
                count = 0
                try:
                    while count < 1024:
                        with open("/tmp/many-%d" % count, "wb") as f:
                            f.write(b"y" * (1 << 20))
                        count += 1
                    print("many written")
                except OSError as e:
                    print("many stopped", errno.errorcode[e.errno], count, flush=True)
                """);

        assertThat(result.stdout()).contains("huge stopped EFBIG " + Limits.defaultRun().fileBytes() / (1 << 20) + "\n");
        Matcher many = Pattern.compile("many stopped ENOSPC (\\d+)").matcher(result.stdout());
        assertThat(many.find()).as("%s", result).isTrue();
        assertThat(Long.parseLong(many.group(1))).isLessThanOrEqualTo(Limits.defaultRun().tmpfsBytes() >> 20);
    }

    // ---- 10. environment and secrets -----------------------------------------------------------

    @Test
    @DisplayName("10. Python sees only the documented environment; /proc/1/environ and host files are out of reach")
    void pythonSeesNoSecrets() {
        StepResult result = run("python", fill("""
                import json, os
                print("ENV", json.dumps(sorted(os.environ)))
                for path in ("/proc/self/environ", "/proc/1/environ"):
                    try:
                        data = open(path, "rb").read()
                        names = sorted(v.split(b"=")[0].decode() for v in data.split(b"\\0") if v)
                        print("PROC", path, json.dumps(names))
                    except OSError as e:
                        print("denied", path, type(e).__name__)
                for path in %PATHS%:
                    try:
                        if os.path.isdir(path):
                            print("LISTED", path, len(os.listdir(path)))
                        else:
                            print("READ", path, len(open(path, "rb").read()))
                    except OSError as e:
                        print("denied", path, type(e).__name__)
                """, Map.of("PATHS", pythonList(hostFiles()))));

        assertThat(result.succeeded()).as("%s", result).isTrue();
        Set<String> allowed = allowedVariables("python");
        assertThat(variables(result.stdout(), "ENV ")).isSubsetOf(allowed).contains("PATH", "HOME")
                .doesNotContain("OPENAI_API_KEY");
        assertThat(variables(result.stdout(), "PROC /proc/self/environ ")).isSubsetOf(allowed);
        assertThat(result.stdout()).contains("denied /proc/1/environ PermissionError");
        for (String path : hostFiles()) {
            assertThat(result.stdout()).as("%s", result.stdout()).contains("denied " + path + " FileNotFoundError");
        }
        assertThat(result.stdout()).doesNotContain("root:x:0:0");
    }

    @Test
    @DisplayName("10. C sees only the documented environment and no host passwd")
    void cSeesNoSecrets() {
        StepResult result = run("c", """
                #include <stdio.h>
                #include <string.h>
                extern char **environ;
                int main(void) {
                    for (char **e = environ; *e; e++) { printf("VAR %.*s\\n", (int) strcspn(*e, "="), *e); }
                    FILE *f = fopen("/etc/passwd", "r");
                    printf(f ? "passwd readable\\n" : "passwd missing\\n");
                    return 0;
                }
                """);

        assertThat(result.succeeded()).as("%s", result).isTrue();
        Set<String> seen = new HashSet<>();
        result.stdout().lines().filter(line -> line.startsWith("VAR ")).forEach(line -> seen.add(line.substring(4)));
        assertThat(seen).isSubsetOf(allowedVariables("c")).contains("PATH");
        assertThat(result.stdout()).contains("passwd missing");
    }

    private static List<String> hostFiles() {
        return List.of(HOME + "/.bashrc", HOME + "/.m2", HOME + "/.m2/settings.xml", PROJECT + "/pom.xml",
                "/etc/passwd", "/etc/shadow", "/etc/hostname", SandboxFixture.SCRATCH.toString());
    }

    private static Set<String> allowedVariables(String language) {
        Set<String> allowed = new HashSet<>(BASE_VARIABLES);
        allowed.addAll(SandboxFixture.TOOLCHAINS.get(language).orElseThrow().environment().keySet());
        return allowed;
    }

    private static List<String> variables(String stdout, String prefix) {
        String line = stdout.lines().filter(l -> l.startsWith(prefix)).findFirst().orElseThrow();
        List<String> names = new ArrayList<>();
        Matcher quoted = Pattern.compile("\"([^\"]*)\"").matcher(line.substring(prefix.length()));
        while (quoted.find()) {
            names.add(quoted.group(1));
        }
        return names;
    }

    // ---- 13. symlinks --------------------------------------------------------------------------

    @Test
    @DisplayName("13. Python plants symlinks to host files in /work and /tmp (its tmpfs): harness and host unaffected")
    void pythonPlantsSymlinks() throws IOException {
        Path bashrc = HOME.resolve(".bashrc");
        BasicFileAttributes before = Files.readAttributes(bashrc, BasicFileAttributes.class);
        StepResult result = run("python", fill("""
                import os
                for link, target in (("/work/host-bashrc", "%BASHRC%"), ("/work/project", "%PROJECT%"),
                                     ("/tmp/scratch", "%SCRATCH%"), ("/app/planted", "%BASHRC%")):
                    try:
                        os.symlink(target, link)
                        print("linked", link, flush=True)
                    except OSError as e:
                        print("refused", link, type(e).__name__, flush=True)
                """, Map.of("BASHRC", bashrc.toString(), "PROJECT", PROJECT.toString(),
                "SCRATCH", SandboxFixture.SCRATCH.toString())));

        assertThat(result.stdout()).contains("linked /work/host-bashrc", "refused /app/planted OSError");
        BasicFileAttributes after = Files.readAttributes(bashrc, BasicFileAttributes.class);
        assertThat(after.size()).isEqualTo(before.size());
        assertThat(after.lastModifiedTime()).isEqualTo(before.lastModifiedTime());
        assertThat(PROJECT.resolve("pom.xml")).exists();
    }

    /**
     * A program cannot write into its app directory during the compile step (only the compiler runs
     * then, and the app directory is read-only in the run step). To check the cleanup anyway, this
     * plays a compromised compiler: a compile-like step (app directory writable) plants links to a
     * host file and directory, and the cleanup must delete the links, not what they point to.
     */
    @Test
    @DisplayName("13. Symlinks planted in the app dir by a compile-like step are not followed by the cleanup")
    void cleanupDoesNotFollowPlantedSymlinks() throws IOException {
        Path victim = Files.createTempDirectory(Path.of("target"), "hostile-victim-").toAbsolutePath();
        Path victimFile = Files.writeString(victim.resolve("precious.txt"), "keep me", StandardCharsets.UTF_8);
        Files.createDirectories(SandboxFixture.SCRATCH);
        Path app = Files.createTempDirectory(SandboxFixture.SCRATCH, "prog-");
        try {
            app.toFile().setWritable(true, false);
            app.toFile().setExecutable(true, false);
            StepResult planted = SandboxFixture.SANDBOX.run(new SandboxStep(List.of("/bin/sh", "-c",
                    "ln -s " + victim + " /app/dirlink && ln -s " + victimFile + " /app/filelink"
                            + " && mkdir /app/sub && ln -s " + victim + " /app/sub/deeper && echo planted"),
                    app, true, Set.of(), Map.of("PATH", "/usr/bin:/bin"),
                    Limits.defaultCompile().withWallTime(Duration.ofSeconds(10))));
            assertThat(planted.stdout()).as("%s", planted).isEqualTo("planted\n");
            assertThat(Files.isSymbolicLink(app.resolve("dirlink"))).isTrue();
        } finally {
            Directories.deleteRecursively(app);
        }

        assertThat(app).doesNotExist();
        assertThat(victimFile).hasContent("keep me");
        Directories.deleteRecursively(victim);
    }

    private static String pythonList(List<String> values) {
        StringBuilder list = new StringBuilder("[");
        for (String value : values) {
            list.append('"').append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\", ");
        }
        return list.append(']').toString();
    }
}
