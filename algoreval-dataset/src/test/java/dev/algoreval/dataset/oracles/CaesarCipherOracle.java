package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.List;

/**
 * A substitution table: the alphabet rotated by the shift (with String.substring), looked up with
 * String.indexOf; lowercase letters go through the uppercase table and back.
 */
public final class CaesarCipherOracle implements Oracle {
    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        StringBuilder out = new StringBuilder();
        for (Object call : input.list("calls")) {
            List<?> o = (List<?>) call;
            String function = (String) o.get(0), text = (String) o.get(1);
            int shift = OracleInput.toInt(o.get(2));
            boolean encrypt = function.equals("caesarEncrypt");
            if (!encrypt && !function.equals("caesarDecrypt")) throw new IllegalArgumentException(function);
            int k = Math.floorMod(encrypt ? shift : -shift, 26);
            String rotated = ALPHABET.substring(k) + ALPHABET.substring(0, k);
            StringBuilder line = new StringBuilder();
            for (char ch : text.toCharArray()) {
                int upper = ALPHABET.indexOf(ch), lower = ALPHABET.toLowerCase().indexOf(ch);
                if (upper >= 0) line.append(rotated.charAt(upper));
                else if (lower >= 0) line.append(Character.toLowerCase(rotated.charAt(lower)));
                else line.append(ch);
            }
            out.append(line).append('\n');
        }
        return out.toString();
    }
}
