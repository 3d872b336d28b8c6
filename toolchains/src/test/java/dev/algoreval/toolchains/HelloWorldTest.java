package dev.algoreval.toolchains;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class HelloWorldTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            python     | print("hello, world")
            c          | #include <stdio.h>\\nint main(void) { puts("hello, world"); return 0; }
            cpp        | #include <iostream>\\nint main() { std::cout << "hello, world" << std::endl; }
            java       | public class Main { public static void main(String[] a) { System.out.println("hello, world"); } }
            javascript | console.log("hello, world");
            rust       | fn main() { println!("hello, world"); }
            go         | package main\\nimport "fmt"\\nfunc main() { fmt.Println("hello, world") }
            """)
    void helloWorldPassesUnderTheLimitsInEveryLanguage(String language, String source) {
        Execution execution = SandboxFixture.RUNNER.execute(language, source.replace("\\n", "\n"));

        assertThat(execution.compiled()).as(execution.compile().map(StepResult::stderr).orElse("")).isTrue();
        StepResult run = execution.run().orElseThrow();
        assertThat(run.stderr()).isEmpty();
        assertThat(run.stdout()).isEqualTo("hello, world\n");
        assertThat(run.succeeded()).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"python", "c", "cpp", "java", "javascript", "rust", "go"})
    void theCanaryPassesWithEveryInstalledToolchain(String language) {
        assertThat(ToolchainCanary.problem(SandboxFixture.RUNNER, language)).isEmpty();
    }
}
