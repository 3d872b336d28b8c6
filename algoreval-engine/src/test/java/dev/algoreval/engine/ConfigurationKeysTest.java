package dev.algoreval.engine;

import dev.algoreval.engine.api.Constants;
import dev.algoreval.engine.config.AlgorevalConfiguration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Every key is known in one place: a typo stops the run, and no other class spells a key. */
class ConfigurationKeysTest {
    @Test
    void anUnknownKeyStopsTheRunNamingTheKeyAndTheNearestKnownOne() {
        assertThatThrownBy(() -> AlgorevalConfiguration.from(new MapConfiguration(Map.of("algoreval.languagse", "rust"))))
                .hasMessageContaining("algoreval.languagse: unknown key; did you mean algoreval.languages?");
        assertThatThrownBy(() -> AlgorevalConfiguration.from(new MapConfiguration(Map.of("algoreval.condition", "plus"))))
                .hasMessageContaining("algoreval.condition: unknown key; did you mean algoreval.conditions?");
        assertThatThrownBy(() -> AlgorevalConfiguration.from(new MapConfiguration(Map.of("algoreval.conditions", "plus,snipet"))))
                .hasMessageContaining("algoreval.conditions: unknown condition 'snipet'; known: [zero-shot, plus, hint, snippet, ablation-name-format,")
                .hasMessageContaining("and 'ablation' for the six ablation-…");
        assertThatThrownBy(() -> AlgorevalConfiguration.from(new MapConfiguration(Map.of("algoreval.conditions", "snippet"))))
                .hasMessageContaining("the condition 'snippet' needs algoreval.snippets=<directory>");
        assertThatThrownBy(() -> AlgorevalConfiguration.from(new MapConfiguration(Map.of("algoreval.minpassrate", "0.5"))))
                .hasMessageContaining("did you mean algoreval.minPassRate?");
    }

    @Test
    void keysOfOtherToolsAndEveryKnownKeyAreAccepted() {
        AlgorevalConfiguration configuration = AlgorevalConfiguration.from(new MapConfiguration(Map.of(
                "junit.platform.output.capture.stdout", "true", "model", "reference", Constants.MIN_PASS_RATE + ".rust", "0.5",
                Constants.CHECK_ENDPOINT, "false", Constants.GATE_FILE, "target/gate.txt")));
        assertThat(configuration.gate().perLanguage()).containsEntry("rust", 0.5);
        assertThat(configuration.conditions()).containsExactly(dev.algoreval.engine.api.Condition.ZERO_SHOT);
        assertThat(AlgorevalConfiguration.from(new MapConfiguration(Map.of(Constants.CONDITIONS, "plus, zero-shot, plus")))
                .conditions()).containsExactly(dev.algoreval.engine.api.Condition.PLUS,
                        dev.algoreval.engine.api.Condition.ZERO_SHOT);
        assertThat(configuration.gateFile()).contains(Path.of("target/gate.txt"));
        assertThat(configuration.outputDirectory()).isEqualTo(Path.of(Constants.DEFAULT_OUTPUT));
    }

    @Test
    void badValuesNameTheirKey() {
        assertThatThrownBy(() -> AlgorevalConfiguration.from(new MapConfiguration(Map.of(Constants.CHECK_ENDPOINT, "yes"))))
                .hasMessageContaining("algoreval.checkEndpoint must be true or false");
        assertThatThrownBy(() -> AlgorevalConfiguration.from(new MapConfiguration(Map.of(Constants.SANDBOX, "docker"))))
                .hasMessageContaining("algoreval.sandbox: must be 'bwrap' or 'none'");
    }

    /** Key names are spelt in Constants only, so that the README's table, the check and the code cannot drift apart. */
    @Test
    void noMainClassButConstantsSpellsAKey() throws IOException {
        Pattern comments = Pattern.compile("//[^\n]*|/\\*[\\s\\S]*?\\*/");
        List<Path> roots = List.of(Path.of("src/main/java"), Path.of("../toolchains/src/main/java"),
                Path.of("../algoreval-dataset/src/main/java"));
        StringBuilder found = new StringBuilder();
        for (Path root : roots) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java"))
                        .filter(f -> !f.getFileName().toString().equals("Constants.java")).toList()) {
                    String code = comments.matcher(Files.readString(file)).replaceAll("");
                    for (String key : Constants.KEYS) {
                        if (key.startsWith(Constants.PREFIX) && Pattern.compile(Pattern.quote(key) + "(?![\\w])").matcher(code).find()) {
                            found.append(file).append(": ").append(key).append('\n');
                        }
                    }
                }
            }
        }
        assertThat(found.toString()).isEmpty();
    }

    /** docs/configuration.md is where users look a key up: every key is in its table, and nothing else is. */
    @Test
    void theConfigurationReferenceListsEveryKeyAndNoOther() throws IOException {
        String reference = Files.readString(Path.of("../docs/configuration.md"));
        List<String> tableRows = reference.lines().filter(line -> line.startsWith("| `")).toList();
        for (String key : Constants.KEYS) {
            assertThat(tableRows).as("a row of docs/configuration.md's table naming `%s`", key)
                    .anyMatch(row -> row.contains("`" + key + "`"));
        }
        java.util.regex.Matcher named = Pattern.compile("`(algoreval\\.[A-Za-z.]+)").matcher(String.join("\n", tableRows));
        List<String> unknown = new java.util.ArrayList<>();
        while (named.find()) {
            String key = named.group(1);
            boolean perLanguageGate = key.equals(Constants.MIN_PASS_RATE + ".");
            if (!Constants.KEYS.contains(key) && !perLanguageGate) {
                unknown.add(key);
            }
        }
        assertThat(unknown).as("keys in docs/configuration.md the engine does not read").isEmpty();
    }
}
