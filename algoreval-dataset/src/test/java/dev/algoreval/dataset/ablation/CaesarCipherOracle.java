package dev.algoreval.dataset.ablation;

import dev.algoreval.dataset.oracle.OracleInput;
import java.util.Locale;

/** A lookup in the alphabet rotated by k places, instead of arithmetic on character codes. */
final class CaesarCipherOracle implements AblationOracle {
    private static final String ALPHABET = "abcdefghijklmnopqrstuvwxyz";

    @Override
    public String expectedOutput(OracleInput input) {
        int k = input.integer("k");
        String rotated = ALPHABET.substring(k) + ALPHABET.substring(0, k);
        StringBuilder out = new StringBuilder();
        for (char ch : input.string("text").toCharArray()) {
            int lower = ALPHABET.indexOf(ch);
            int upper = ALPHABET.toUpperCase(Locale.ROOT).indexOf(ch);
            if (lower >= 0) {
                out.append(rotated.charAt(lower));
            } else if (upper >= 0) {
                out.append(Character.toUpperCase(rotated.charAt(upper)));
            } else {
                out.append(ch);
            }
        }
        return out.append('\n').toString();
    }
}
