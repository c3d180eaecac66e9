/** The Staging / Production choice of the submit, publish and rollback forms. */
import type { Channel } from '../studio-api.ts';

/** Each channel as staff read it, and who sees it. */
export const channelWords: Record<Channel, { name: string; who: string }> = {
  staging: { name: 'Staging', who: 'test builds and the team' },
  production: { name: 'Production', who: 'every borrower' },
};

/** Props of ChannelField. */
export interface ChannelFieldProps {
  /** The form's id prefix (from useId). */
  ids: string;
  legend: string;
  value: Channel;
  onChange(channel: Channel): void;
  /** Per channel, what is live there now ("version 5"). */
  live?: Partial<Record<Channel, string>>;
}

/** Two radio buttons with who sees each channel and what is live there. */
export function ChannelField({ ids, legend, value, onChange, live = {} }: ChannelFieldProps) {
  return (
    <fieldset className="st-channel-field">
      <legend>{legend}</legend>
      {(['staging', 'production'] as const).map((channel) => (
        <label key={channel} className="st-channel-field__option" htmlFor={`${ids}-channel-${channel}`}>
          <input
            id={`${ids}-channel-${channel}`}
            type="radio"
            name={`${ids}-channel`}
            value={channel}
            checked={value === channel}
            onChange={() => onChange(channel)}
          />
          <span>
            <strong>{channelWords[channel].name}</strong> <span className="st-muted">— {channelWords[channel].who}</span>
            {live[channel] ? <span className="st-channel-field__live">Live now: {live[channel]}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
