package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.List;

/**
 * The tabula recta: a 26 x 26 table of rotated alphabets built with String.substring. Encryption reads
 * row key letter, column plain letter; decryption searches the key letter's row for the cipher letter.
 * The key stream is the key repeated over the letters of the text, with the non-letters removed.
 */
public final class VigenereCipherOracle implements Oracle {
    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        String[] table = new String[26];
        for (int k = 0; k < 26; k++) table[k] = ALPHABET.substring(k) + ALPHABET.substring(0, k);
        StringBuilder out = new StringBuilder();
        for (Object call : input.list("calls")) {
            List<?> o = (List<?>) call;
            String function = (String) o.get(0), text = (String) o.get(1), key = ((String) o.get(2)).toUpperCase();
            boolean encrypt = function.equals("vigenereEncrypt");
            if (!encrypt && !function.equals("vigenereDecrypt")) throw new IllegalArgumentException(function);
            String letters = text.replaceAll("[^A-Za-z]", "");
            StringBuilder keyStream = new StringBuilder();
            while (keyStream.length() < letters.length()) keyStream.append(key);
            StringBuilder line = new StringBuilder();
            int next = 0;
            for (char ch : text.toCharArray()) {
                int column = ALPHABET.indexOf(Character.toUpperCase(ch));
                if (column < 0 || ch > 'z') {
                    line.append(ch);
                    continue;
                }
                String row = table[ALPHABET.indexOf(keyStream.charAt(next++))];
                char mapped = encrypt ? row.charAt(column) : ALPHABET.charAt(row.indexOf(ALPHABET.charAt(column)));
                line.append(Character.isLowerCase(ch) ? Character.toLowerCase(mapped) : mapped);
            }
            out.append(line).append('\n');
        }
        return out.toString();
    }
}
