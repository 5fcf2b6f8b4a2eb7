// Private: a data URL's media type tidied as normalize-url does: the MIME
// type and charset value lowercased, quotes dropped from token values,
// `text/plain` and `charset=us-ascii` left out where they are the default,
// and whitespace trimmed from the ends of base64 data.

/** The path of a data URL (media type, `,`, data), tidied. */
export function normalizeDataPath(path: string): string {
  const comma = path.indexOf(",");
  if (comma < 0) return path;
  const parts = path.slice(0, comma).split(";").map((p) => p.trim());
  let data = path.slice(comma + 1);
  const base64 = parts.length > 1 &&
    parts[parts.length - 1].toLowerCase() === "base64";
  if (base64) {
    parts.pop();
    data = data.replace(/^(?:%20|\s)+|(?:%20|\s)+$/g, "");
  }
  const mime = parts[0].toLowerCase();
  const params = parts.slice(1).filter((p) => p !== "").map((param) => {
    const eq = param.indexOf("=");
    if (eq < 0) return param;
    const name = param.slice(0, eq).toLowerCase();
    let value = param.slice(eq + 1);
    if (/^"[\w!#$%&'*+\-.^`|~]+"$/.test(value)) value = value.slice(1, -1);
    if (name === "charset") value = value.toLowerCase();
    return name + "=" + value;
  });
  const plain = mime === "text/plain" || mime === "";
  const kept = plain ? params.filter((p) => p !== "charset=us-ascii") : params;
  const head = [
    plain && kept.length === 0 ? "" : mime || "text/plain",
    ...kept,
  ];
  if (base64) head.push("base64");
  return head.join(";").replace(/^;$/, "") + "," + data;
}
