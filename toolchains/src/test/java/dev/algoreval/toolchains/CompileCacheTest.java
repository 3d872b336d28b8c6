package dev.algoreval.toolchains;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The compile cache through the real sandbox and compilers: a second compile of the same source is a copy. */
class CompileCacheTest {
    @TempDir
    Path cache;

    private ProgramRunner runner(long maxBytes) {
        return new ProgramRunner(SandboxFixture.TOOLCHAINS, SandboxFixture.SANDBOX, SandboxFixture.SCRATCH,
                Limits.defaultCompile().withWallTime(Duration.ofSeconds(30)), SandboxFixture.RUN,
                Optional.of(CompileCache.open(cache, maxBytes)));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"c", "java", "go", "rust"})
    void theSecondCompileOfTheSameSourceIsRestoredAndRunsTheSame(String language) throws IOException {
        ProgramRunner runner = runner(1L << 30);
        String source = ToolchainCanary.program(language);

        Execution first = runner.execute(language, source);
        Execution second = runner.execute(language, source);

        assertThat(first.compile().orElseThrow().elapsed()).as("the first compile ran").isPositive();
        assertThat(second.compile().orElseThrow().elapsed()).as("the second came from the cache").isZero();
        assertThat(second.run().orElseThrow().stdout()).isEqualTo(first.run().orElseThrow().stdout()).isEqualTo("canary ok\n");
        assertThat(entries()).hasSize(1);
    }

    @Test
    void aCompileErrorIsKeptWithItsMessageAndAnotherSourceIsAnotherEntry() throws IOException {
        ProgramRunner runner = runner(1L << 30);
        String broken = "int main(void) { return missing; }\n";

        Execution first = runner.execute("c", broken);
        Execution second = runner.execute("c", broken);
        runner.execute("c", ToolchainCanary.program("c"));

        assertThat(first.compiled()).isFalse();
        assertThat(second.compiled()).isFalse();
        assertThat(second.compile().orElseThrow().stderr()).isEqualTo(first.compile().orElseThrow().stderr()).contains("missing");
        assertThat(second.compile().orElseThrow().elapsed()).isZero();
        assertThat(entries()).hasSize(2);
    }

    @Test
    void aCompanionSourceIsLinkedInAndItsTextIsPartOfTheKey() throws IOException {
        ProgramRunner runner = runner(1L << 30);
        String main = "#include <stdio.h>\nconst char *word(void);\nint main(void) { puts(word()); return 0; }\n";
        Sources ok = new Sources(main, java.util.Map.of("word.c", "const char *word(void) { return \"ok\"; }\n"));
        Sources ko = new Sources(main, java.util.Map.of("word.c", "const char *word(void) { return \"ko\"; }\n"));

        List<Execution> first = runner.executeEach("c", ok, java.util.Map.of(), List.of(c -> c));
        List<Execution> other = runner.executeEach("c", ko, java.util.Map.of(), List.of(c -> c));
        List<Execution> again = runner.executeEach("c", ok, java.util.Map.of(), List.of(c -> c));

        assertThat(first.get(0).run().orElseThrow().stdout()).isEqualTo("ok\n");
        assertThat(other.get(0).run().orElseThrow().stdout()).isEqualTo("ko\n");
        assertThat(again.get(0).compile().orElseThrow().elapsed()).as("restored").isZero();
        assertThat(again.get(0).run().orElseThrow().stdout()).isEqualTo("ok\n");
        assertThat(entries()).hasSize(2);
        assertThat(runner.execute("c", main).compiled()).as("without its companion, word is missing").isFalse();
    }

    @Test
    void theLeastRecentlyUsedEntriesGoWhenTheCacheOutgrowsItsBound() throws IOException {
        ProgramRunner runner = runner(1);
        runner.execute("c", ToolchainCanary.program("c"));
        runner.execute("c", ToolchainCanary.program("c").replace("canary ok", "canary ok!"));

        assertThat(entries()).as("each store evicts down to the bound").hasSizeLessThanOrEqualTo(1);
        assertThat(runner.execute("c", ToolchainCanary.program("c")).run().orElseThrow().stdout()).isEqualTo("canary ok\n");
    }

    enum Damage { TRUNCATED, EMPTIED, SWAPPED }

    @ParameterizedTest(name = "{0} {1}")
    @org.junit.jupiter.params.provider.CsvSource({"c,TRUNCATED", "c,EMPTIED", "c,SWAPPED", "go,TRUNCATED", "go,SWAPPED",
            "rust,EMPTIED", "rust,SWAPPED"})
    void aDamagedEntryIsAMissWithOneWarningAndIsReplaced(String language, Damage damage) throws Exception {
        ProgramRunner runner = runner(1L << 30);
        String source = ToolchainCanary.program(language);
        runner.execute(language, source);
        Path binary = onlyEntry().resolve("files/main");
        if (damage == Damage.SWAPPED) {
            runner.execute(language, source.replace("canary ok", "canary KO"));
            Path other = entries().stream().filter(e -> !e.equals(binary.getParent().getParent())).findFirst().orElseThrow();
            Files.copy(other.resolve("files/main"), binary, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } else {
            byte[] content = Files.readAllBytes(binary);
            Files.write(binary, damage == Damage.EMPTIED ? new byte[0] : java.util.Arrays.copyOf(content, content.length / 2));
        }

        java.util.concurrent.atomic.AtomicReference<Execution> again = new java.util.concurrent.atomic.AtomicReference<>();
        String warnings = stderrOf(() -> again.set(runner.execute(language, source)));
        Execution third = runner.execute(language, source);

        assertThat(again.get().compile().orElseThrow().elapsed()).as("compiled again").isPositive();
        assertThat(again.get().run().orElseThrow().stdout()).isEqualTo("canary ok\n");
        assertThat(warnings.lines().filter(l -> l.contains("compile cache")).toList()).as(warnings).singleElement()
                .asString().contains("is damaged", "files/main", "replacing it");
        assertThat(third.compile().orElseThrow().elapsed()).as("the replacement is served").isZero();
        assertThat(third.run().orElseThrow().stdout()).isEqualTo("canary ok\n");
    }

    @Test
    void anEntryWithoutAManifestIsReplacedWithOneWarningForAllSuchEntries() throws Exception {
        ProgramRunner runner = runner(1L << 30);
        String source = ToolchainCanary.program("c");
        runner.execute("c", source);
        Files.delete(onlyEntry().resolve("manifest"));

        String warnings = stderrOf(() -> assertThat(runner.execute("c", source).compile().orElseThrow().elapsed()).isPositive());

        assertThat(warnings).contains("older version");
        assertThat(onlyEntry().resolve("manifest")).exists();
        assertThat(runner.execute("c", source).compile().orElseThrow().elapsed()).isZero();
    }

    @Test
    void twoRunsStoringTheSameCompileAtOnceAgreeQuietly() throws Exception {
        // Two caches on one directory stand for two runs; each stores the same new compile at the same time.
        List<ProgramRunner> runs = List.of(runner(1L << 30), runner(1L << 30));
        String source = ToolchainCanary.program("rust").replace("canary ok", "canary together");
        java.util.concurrent.CyclicBarrier start = new java.util.concurrent.CyclicBarrier(2);
        List<Execution> executions = new java.util.concurrent.CopyOnWriteArrayList<>();

        String warnings = stderrOf(() -> {
            List<Thread> threads = runs.stream().map(run -> new Thread(() -> {
                try {
                    start.await();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
                executions.add(run.execute("rust", source));
            })).toList();
            threads.forEach(Thread::start);
            for (Thread thread : threads) {
                try {
                    thread.join();
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            }
        });

        assertThat(executions).hasSize(2).allSatisfy(e -> assertThat(e.run().orElseThrow().stdout()).isEqualTo("canary together\n"));
        assertThat(warnings).as("no word about the cache").doesNotContain("compile cache");
        assertThat(entries()).hasSize(1);
        assertThat(CompileCache.verify(onlyEntry())).isEmpty();
    }

    private Path onlyEntry() throws IOException {
        List<Path> entries = entries();
        assertThat(entries).hasSize(1);
        return entries.get(0);
    }

    /** What {@code action} wrote to stderr. */
    private static String stderrOf(Runnable action) {
        java.io.PrintStream original = System.err;
        java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
        System.setErr(new java.io.PrintStream(captured, true, java.nio.charset.StandardCharsets.UTF_8));
        try {
            action.run();
        } finally {
            System.setErr(original);
        }
        return captured.toString(java.nio.charset.StandardCharsets.UTF_8);
    }

    private List<Path> entries() throws IOException {
        try (Stream<Path> files = Files.walk(cache, 2)) {
            return files.filter(p -> p.getNameCount() - cache.getNameCount() == 2)
                    .filter(p -> !p.getFileName().toString().startsWith(".")).toList();
        }
    }
}
