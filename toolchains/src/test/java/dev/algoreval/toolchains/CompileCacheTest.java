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
    void theLeastRecentlyUsedEntriesGoWhenTheCacheOutgrowsItsBound() throws IOException {
        ProgramRunner runner = runner(1);
        runner.execute("c", ToolchainCanary.program("c"));
        runner.execute("c", ToolchainCanary.program("c").replace("canary ok", "canary ok!"));

        assertThat(entries()).as("each store evicts down to the bound").hasSizeLessThanOrEqualTo(1);
        assertThat(runner.execute("c", ToolchainCanary.program("c")).run().orElseThrow().stdout()).isEqualTo("canary ok\n");
    }

    private List<Path> entries() throws IOException {
        try (Stream<Path> files = Files.walk(cache, 2)) {
            return files.filter(p -> p.getNameCount() - cache.getNameCount() == 2)
                    .filter(p -> !p.getFileName().toString().startsWith(".")).toList();
        }
    }
}
