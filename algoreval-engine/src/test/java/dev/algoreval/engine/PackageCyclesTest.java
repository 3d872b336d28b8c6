package dev.algoreval.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Dependencies between the engine's packages point one way: api ← config ← model ← … ← discovery ← the engine. */
class PackageCyclesTest {
    private static final Pattern PACKAGE = Pattern.compile("^package (dev\\.algoreval\\.engine[\\w.]*);", Pattern.MULTILINE);
    private static final Pattern IMPORT = Pattern.compile("^import (?:static )?(dev\\.algoreval\\.engine(?:\\.[a-z]\\w*)*)\\.[A-Z]",
            Pattern.MULTILINE);

    @Test
    void theEnginesPackagesHaveNoCycle() throws IOException {
        Map<String, Set<String>> uses = new TreeMap<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String text = Files.readString(file);
                Matcher pkg = PACKAGE.matcher(text);
                if (!pkg.find()) {
                    continue;
                }
                Set<String> targets = uses.computeIfAbsent(pkg.group(1), p -> new TreeSet<>());
                Matcher imports = IMPORT.matcher(text);
                while (imports.find()) {
                    if (!imports.group(1).equals(pkg.group(1))) {
                        targets.add(imports.group(1));
                    }
                }
            }
        }
        assertThat(uses).hasSizeGreaterThan(5);
        List<String> cycles = new ArrayList<>();
        uses.forEach((from, targets) -> targets.stream().filter(to -> reaches(uses, to, from))
                .forEach(to -> cycles.add(from + " <-> " + to)));
        assertThat(cycles).isEmpty();
    }

    private static boolean reaches(Map<String, Set<String>> uses, String from, String to) {
        Deque<String> open = new ArrayDeque<>(List.of(from));
        Set<String> seen = new HashSet<>();
        while (!open.isEmpty()) {
            for (String next : uses.getOrDefault(open.pop(), Set.of())) {
                if (next.equals(to)) {
                    return true;
                }
                if (seen.add(next)) {
                    open.push(next);
                }
            }
        }
        return false;
    }
}
