package dev.algoreval.toolchains;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Rust companions are crates built once per runner and linked into each program, through the real
 * sandbox and rustc: the library is compiled one time for many programs, its text is part of the
 * compile cache's key but its build is not part of an entry, and a library of the harness's that does
 * not build is a host fault for the program (a harness error), never the program's static failure.
 */
class CompanionLibrariesTest {
    private static final String LIBRARY = "pub fn word() -> &'static str {\n    \"ok\"\n}\n";
    private static final String PROGRAM = "fn main() {\n    println!(\"{} {}\", ::wordlib::word(), %d);\n}\n";

    @TempDir
    Path cache;
    /** A scratch directory of this class's own: the libraries stay in it for the runner's life, as in a run's. */
    @TempDir
    Path scratch;

    /** Every step the real sandbox runs, by its command's arguments. */
    private final List<List<String>> steps = Collections.synchronizedList(new ArrayList<>());
    private final Sandbox counting = new Sandbox() {
        @Override
        public StepResult run(SandboxStep step) {
            steps.add(step.command());
            return SandboxFixture.SANDBOX.run(step);
        }

        @Override
        public String describe() {
            return SandboxFixture.SANDBOX.describe();
        }
    };

    private ProgramRunner runner() {
        return new ProgramRunner(SandboxFixture.TOOLCHAINS, counting, scratch,
                Limits.defaultCompile().withWallTime(Duration.ofSeconds(60)), SandboxFixture.RUN,
                Optional.of(CompileCache.open(cache, 1L << 30)));
    }

    @Test
    void theCrateIsBuiltOnceAndLinkedIntoEveryProgramThatNamesIt() throws IOException {
        ProgramRunner runner = runner();
        List<String> outputs = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Execution execution = runner.executeEach("rust", program(i, LIBRARY), Map.of(), List.of(c -> c)).get(0);
            outputs.add(execution.run().orElseThrow().stdout());
        }

        assertThat(outputs).containsExactly("ok 0\n", "ok 1\n", "ok 2\n");
        assertThat(steps.stream().filter(command -> command.contains("rlib"))).as("library builds").hasSize(1);
        assertThat(steps.stream().filter(command -> command.contains("--extern"))).as("program compiles").hasSize(3);
        try (Stream<Path> files = Files.walk(cache)) {
            assertThat(files.map(Path::getFileName).map(Path::toString)).as("the cache keeps the program, not the library")
                    .contains("main").noneMatch(name -> name.endsWith(".rlib") || name.equals("wordlib.rs"));
        }
    }

    @Test
    void theLibrarysTextIsPartOfTheKey() {
        ProgramRunner runner = runner();
        Execution ok = runner.executeEach("rust", program(7, LIBRARY), Map.of(), List.of(c -> c)).get(0);
        Execution ko = runner.executeEach("rust", program(7, LIBRARY.replace("ok", "ko")), Map.of(), List.of(c -> c))
                .get(0);

        assertThat(ok.run().orElseThrow().stdout()).isEqualTo("ok 7\n");
        assertThat(ko.compile().orElseThrow().elapsed()).as("compiled, not restored").isPositive();
        assertThat(ko.run().orElseThrow().stdout()).isEqualTo("ko 7\n");
    }

    @Test
    void aLibraryThatDoesNotBuildIsTheHarnesssFaultAndIsNotBuiltAgain() {
        ProgramRunner runner = runner();
        Sources broken = program(1, "pub fn word() -> &'static str {\n    missing\n}\n");

        Execution first = runner.executeEach("rust", broken, Map.of(), List.of(c -> c)).get(0);
        Execution second = runner.executeEach("rust", broken, Map.of(), List.of(c -> c)).get(0);

        for (Execution execution : List.of(first, second)) {
            assertThat(execution.hostFault()).as("a harness error, not the program's static failure").hasValueSatisfying(
                    why -> assertThat(why).contains("wordlib.rs").contains("did not build").contains("missing"));
            assertThat(execution.run()).isEmpty();
        }
        assertThat(steps.stream().filter(command -> command.contains("rlib"))).as("built once, its failure kept").hasSize(1);
        assertThat(steps.stream().filter(command -> command.contains("--extern"))).as("no program compiled").isEmpty();
    }

    @Test
    void aBuiltLibraryRemovedFromTheScratchDirectoryIsBuiltAgain() throws IOException {
        ProgramRunner runner = runner();
        runner.executeEach("rust", program(1, LIBRARY), Map.of(), List.of(c -> c));
        try (Stream<Path> libraries = Files.list(scratch)) {
            libraries.filter(dir -> dir.getFileName().toString().startsWith("library-"))
                    .forEach(Directories::deleteRecursively);
        }

        Execution after = runner.executeEach("rust", program(2, LIBRARY), Map.of(), List.of(c -> c)).get(0);

        assertThat(after.hostFault()).isEmpty();
        assertThat(after.run().orElseThrow().stdout()).isEqualTo("ok 2\n");
        assertThat(steps.stream().filter(command -> command.contains("rlib"))).as("built again").hasSize(2);
    }

    @Test
    void aCompanionThatIsNotACratesSourceIsRefused() {
        ProgramRunner runner = runner();
        Sources misnamed = new Sources(PROGRAM.formatted(0), Map.of("Word-Lib.rs", LIBRARY));

        org.assertj.core.api.Assertions.assertThatThrownBy(
                () -> runner.executeEach("rust", misnamed, Map.of(), List.of(c -> c)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Word-Lib.rs");
    }

    private static Sources program(int number, String library) {
        return new Sources(PROGRAM.formatted(number), Map.of("wordlib.rs", library));
    }
}
