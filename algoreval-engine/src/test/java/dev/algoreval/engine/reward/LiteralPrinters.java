package dev.algoreval.engine.reward;

import dev.algoreval.dataset.Language;

/** A whole program per language that prints a given text without computing anything. */
final class LiteralPrinters {
    private LiteralPrinters() {
    }

    static String of(Language language, String text) {
        String s = RewardLadderTest.literal(text);
        return switch (language) {
            case PYTHON -> "print(" + s + ", end='')\n";
            case C -> "#include <stdio.h>\nint main(void) { fputs(" + s + ", stdout); return 0; }\n";
            case CPP -> "#include <iostream>\nint main() { std::cout << " + s + "; return 0; }\n";
            case JAVA -> "public class Main {\n    public static void main(String[] args) {\n        System.out.print(" + s
                    + ");\n    }\n}\n";
            case JAVASCRIPT -> "process.stdout.write(" + s + ");\n";
            case GO -> "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Print(" + s + ")\n}\n";
            case RUST -> "fn main() {\n    print!(\"{}\", " + s + ");\n}\n";
        };
    }
}
