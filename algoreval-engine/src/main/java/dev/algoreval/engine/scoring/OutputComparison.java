package dev.algoreval.engine.scoring;

/**
 * The paper's pass criterion: stdout equals the expected output after whitespace normalisation —
 * line endings unified, trailing spaces per line and trailing blank lines dropped.
 */
public final class OutputComparison {
    private OutputComparison() {
    }

    public static String normalise(String text) {
        String[] lines = text.replace("\r\n", "\n").replace('\r', '\n').split("\n", -1);
        StringBuilder out = new StringBuilder();
        int last = lines.length - 1;
        while (last >= 0 && lines[last].isBlank()) {
            last--;
        }
        for (int i = 0; i <= last; i++) {
            out.append(lines[i].stripTrailing()).append('\n');
        }
        return out.toString();
    }

    public static boolean matches(String actual, String expected) {
        return normalise(actual).equals(normalise(expected));
    }
}
