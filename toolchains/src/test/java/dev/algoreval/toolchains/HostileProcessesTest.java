package dev.algoreval.toolchains;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Hostile programs that play with processes: bombs, orphans, endless loops, killers. */
class HostileProcessesTest extends HostileTestSupport {

    // ---- 1. fork bombs and thread bombs -----------------------------------------------------

    @Test
    @DisplayName("1. C fork bomb is contained, and C hello world runs right after")
    void cForkBomb() {
        StepResult bomb = run("c", """
                #include <unistd.h>
                int main(void) { for (;;) fork(); }
                """);

        assertThat(contained(bomb)).as("%s", bomb).isTrue();
        StepResult hello = run("c", """
                #include <stdio.h>
                int main(void) { puts("hello, world"); return 0; }
                """);
        assertThat(hello.stdout()).isEqualTo("hello, world\n");
        assertThat(hello.succeeded()).isTrue();
    }

    @Test
    @DisplayName("1. A C fork bomb does not starve a program running beside it (one uid per sandbox slot)")
    void forkBombBesideAnotherProgram() throws Exception {
        Duration bombLimit = RUN_LIMIT.multipliedBy(2);
        ProgramRunner bombRunner = runner(COMPILE_LIMIT, bombLimit);
        CompletableFuture<StepResult> bomb = CompletableFuture.supplyAsync(() -> runWith(bombRunner, bombLimit, "c", """
                #include <unistd.h>
                int main(void) { for (;;) fork(); }
                """));
        sleep(Duration.ofMillis(1500));
        StepResult neighbour = run("python", """
                import os, threading
                pid = os.fork()
                if pid == 0:
                    os._exit(7)
                t = threading.Thread(target=lambda: None)
                t.start()
                t.join()
                print("neighbour", os.waitpid(pid, 0)[1] >> 8)
                """);

        assertThat(neighbour.stdout()).as("%s", neighbour).isEqualTo("neighbour 7\n");
        assertThat(neighbour.succeeded()).isTrue();
        assertThat(bomb.isDone()).as("the bomb was still running beside it").isFalse();
        StepResult bombResult = bomb.get(bombLimit.plus(GRACE).plus(COMPILE_LIMIT).toSeconds(), TimeUnit.SECONDS);
        assertThat(contained(bombResult)).as("%s", bombResult).isTrue();
    }

    @Test
    @DisplayName("1. Python fork bomb that ignores fork failures is contained")
    void pythonForkBomb() {
        StepResult bomb = run("python", """
                import os
                while True:
                    try:
                        os.fork()
                    except OSError:
                        pass
                """);

        assertThat(contained(bomb)).as("%s", bomb).isTrue();
    }

    @Test
    @DisplayName("1. Python thread bomb stops at the process limit and is contained")
    void pythonThreadBomb() {
        StepResult bomb = run("python", """
                import threading, time
                def park():
                    time.sleep(1000)
                started = 0
                try:
                    while True:
                        threading.Thread(target=park, daemon=True).start()
                        started += 1
                except (RuntimeError, MemoryError):
                    print("threads", started, flush=True)
                while True:
                    try:
                        threading.Thread(target=park, daemon=True).start()
                    except Exception:
                        pass
                """);

        assertThat(contained(bomb)).as("%s", bomb).isTrue();
        assertThat(bomb.stdout()).startsWith("threads ");
        int started = Integer.parseInt(bomb.stdout().strip().split(" ")[1]);
        assertThat(started).isLessThan(Limits.defaultRun().processes());
    }

    @Test
    @DisplayName("1. C thread bomb is contained")
    void cThreadBomb() {
        StepResult bomb = run("c", """
                #include <pthread.h>
                #include <unistd.h>
                static void *park(void *arg) { (void) arg; for (;;) pause(); }
                int main(void) {
                    for (;;) { pthread_t t; pthread_create(&t, 0, park, 0); }
                }
                """);

        assertThat(contained(bomb)).as("%s", bomb).isTrue();
    }

    // ---- 5. orphans that keep stdout open ----------------------------------------------------

    @Test
    @DisplayName("5. C orphan holding stdout: returns at once with the parent's output")
    void cOrphanHoldingStdout() {
        StepResult result = run("c", """
                #include <stdio.h>
                #include <unistd.h>
                int main(void) {
                    if (fork() == 0) { sleep(100); return 0; }
                    printf("parent done\\n");
                    return 0;
                }
                """);

        assertThat(result.stdout()).isEqualTo("parent done\n");
        assertThat(result.succeeded()).as("%s", result).isTrue();
        assertThat(result.elapsed()).isLessThan(Duration.ofSeconds(2));
    }

    @Test
    @DisplayName("5. Python `sleep 100 &` via os.system and subprocess.Popen: returns at once")
    void pythonBackgroundSleeps() {
        StepResult result = run("python", """
                import os, subprocess
                os.system("sleep 100 &")
                subprocess.Popen(["sleep", "100"])
                print("parent done", flush=True)
                """);

        assertThat(result.stdout()).isEqualTo("parent done\n");
        assertThat(result.succeeded()).as("%s", result).isTrue();
        assertThat(result.elapsed()).isLessThan(Duration.ofSeconds(2));
    }

    @Test
    @DisplayName("5. Python daemon (double fork, setsid) that writes later: returns at once, late write lost")
    void pythonDaemonWritingLater() {
        StepResult result = run("python", """
                import os, time
                if os.fork() == 0:
                    os.setsid()
                    if os.fork() == 0:
                        time.sleep(1)
                        print("late", flush=True)
                        time.sleep(100)
                    os._exit(0)
                print("parent done", flush=True)
                """);

        assertThat(result.stdout()).isEqualTo("parent done\n");
        assertThat(result.succeeded()).as("%s", result).isTrue();
        assertThat(result.elapsed()).isLessThan(Duration.ofSeconds(2));
    }

    // ---- 6. busy loops and sleeping forever ----------------------------------------------------

    @Test
    @DisplayName("6. Python busy loop times out at the limit")
    void pythonBusyLoop() {
        StepResult result = run("python", "while True:\n    pass\n");

        assertTimedOutAtTheLimit(result);
    }

    @Test
    @DisplayName("6. Python sleeping forever times out at the limit")
    void pythonSleepsForever() {
        StepResult result = run("python", "import time\ntime.sleep(10 ** 6)\n");

        assertTimedOutAtTheLimit(result);
    }

    @Test
    @DisplayName("6. C: print, close stdout and stderr, ignore SIGTERM, spin: timeout, partial output kept")
    void cClosesItsOutputAndSpins() {
        StepResult result = run("c", """
                #include <signal.h>
                #include <stdio.h>
                #include <unistd.h>
                int main(void) {
                    printf("partial\\n");
                    fflush(stdout);
                    signal(SIGTERM, SIG_IGN);
                    close(1);
                    close(2);
                    for (;;) { }
                }
                """);

        assertTimedOutAtTheLimit(result);
        assertThat(result.stdout()).isEqualTo("partial\n");
    }

    private static void assertTimedOutAtTheLimit(StepResult result) {
        assertThat(result.timedOut()).as("%s", result).isTrue();
        assertThat(result.succeeded()).isFalse();
        assertThat(result.elapsed()).isBetween(RUN_LIMIT.minusMillis(100), RUN_LIMIT.plus(GRACE));
    }

    // ---- 11. killing the parent, pid 1, everything -------------------------------------------

    @Test
    @DisplayName("11. Python kills its parent, pid 1, the harness's pid, kill(-1, 9), then itself: only the sandbox dies")
    void pythonKillsEverything() {
        StepResult result = run("python", fill("""
                import os, signal, subprocess
                child = subprocess.Popen(["sleep", "100"])
                for label, pid in (("parent", os.getppid()), ("pid1", 1), ("harness", %HARNESS%)):
                    try:
                        os.kill(pid, signal.SIGKILL)
                        print(label, "signalled", flush=True)
                    except OSError as e:
                        print(label, type(e).__name__, flush=True)
                os.kill(-1, signal.SIGKILL)  # every process it may signal but itself
                print("child", child.wait(), flush=True)
                os.kill(os.getpid(), signal.SIGKILL)
                print("survived", flush=True)
                """, Map.of("HARNESS", Long.toString(ProcessHandle.current().pid()))));

        assertThat(result.stdout()).isEqualTo("""
                parent PermissionError
                pid1 PermissionError
                harness ProcessLookupError
                child -9
                """);
        assertThat(result.exitCode()).as("%s", result).isEqualTo(128 + 9);
        assertThat(result.timedOut()).isFalse();
        assertThat(ProcessHandle.current().isAlive()).isTrue();
    }

    @Test
    @DisplayName("11. C with a child kills its parent and pid 1, then kill(-1, 9) and itself: only the sandbox dies")
    void cKillsEverything() {
        StepResult result = run("c", """
                #define _DEFAULT_SOURCE
                #include <signal.h>
                #include <stdio.h>
                #include <sys/wait.h>
                #include <unistd.h>
                int main(void) {
                    pid_t child = fork();
                    if (child == 0) { for (;;) pause(); }
                    printf("parent %d\\n", kill(getppid(), SIGKILL));
                    printf("pid1 %d\\n", kill(1, SIGKILL));
                    printf("all %d\\n", kill(-1, SIGKILL));
                    int status;
                    waitpid(child, &status, 0);
                    printf("child signal %d\\n", WIFSIGNALED(status) ? WTERMSIG(status) : 0);
                    fflush(stdout);
                    kill(getpid(), SIGKILL);
                    printf("survived\\n");
                    return 0;
                }
                """);

        assertThat(result.stdout()).isEqualTo("parent -1\npid1 -1\nall 0\nchild signal 9\n");
        assertThat(result.exitCode()).as("%s", result).isEqualTo(128 + 9);
        assertThat(result.timedOut()).isFalse();
    }
}
