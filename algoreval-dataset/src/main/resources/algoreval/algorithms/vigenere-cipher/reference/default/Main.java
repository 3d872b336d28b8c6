public class Main {
    // direction is +1 to encrypt and -1 to decrypt
    private static String transform(String text, String key, int direction) {
        String upperKey = key.toUpperCase();
        StringBuilder out = new StringBuilder(text.length());
        int pos = 0; // index of the next key letter; advances only on letters
        for (char ch : text.toCharArray()) {
            boolean lower = ch >= 'a' && ch <= 'z', upper = ch >= 'A' && ch <= 'Z';
            if (!lower && !upper) {
                out.append(ch);
                continue;
            }
            char base = lower ? 'a' : 'A';
            int shift = direction * (upperKey.charAt(pos % upperKey.length()) - 'A');
            out.append((char) (base + Math.floorMod(ch - base + shift, 26)));
            pos++;
        }
        return out.toString();
    }

    static String vigenereEncrypt(String text, String key) {
        return transform(text, key, 1);
    }

    static String vigenereDecrypt(String text, String key) {
        return transform(text, key, -1);
    }

    public static void main(String[] args) {
        System.out.println(vigenereEncrypt("ATTACKATDAWN", "LEMON"));
        System.out.println(vigenereEncrypt("Attack at dawn! Meet at 9 o'clock.", "LeMoN"));
        System.out.println(vigenereDecrypt("Rijvs, Uyvjn! Xfsw gc e qogpox.", "key"));
        System.out.println(vigenereEncrypt("Zebra zoo, XYZ.", "b"));
    }
}
